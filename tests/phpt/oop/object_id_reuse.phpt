--TEST--
object handles are reused
--FILE--
<?php
var_dump(new stdClass); var_dump(new stdClass); $a = new stdClass; $b = new stdClass; var_dump($b);
--EXPECT--
object(stdClass)#1 (0) {
}
object(stdClass)#1 (0) {
}
object(stdClass)#2 (0) {
}
