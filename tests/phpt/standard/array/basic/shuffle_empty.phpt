--TEST--
shuffle() on an empty array
--FILE--
<?php
$a = [];
var_dump(shuffle($a), $a);
--EXPECT--
bool(true)
array(0) {
}
