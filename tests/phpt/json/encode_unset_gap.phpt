--TEST--
an array with a hole is an object
--FILE--
<?php
$a = [1, 2, 3]; unset($a[1]);
var_dump(json_encode($a));
$b = [1, 2, 3]; unset($b[2]);
var_dump(json_encode($b));
--EXPECT--
string(13) "{"0":1,"2":3}"
string(5) "[1,2]"
