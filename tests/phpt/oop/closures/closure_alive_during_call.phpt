--TEST--
A closure object stays alive while it runs (object ids inside the call)
--FILE--
<?php
(function() { var_dump(new stdClass); })();
$x = (fn() => new stdClass)();
var_dump($x);
--EXPECT--
object(stdClass)#2 (0) {
}
object(stdClass)#2 (0) {
}
