--TEST--
Passing an array with a reference by value
--FILE--
<?php
$x = 1;
$arr = [&$x];
function mod($a) { $a[0] = 'modified'; }
mod($arr);
var_dump($x);
--EXPECT--
string(8) "modified"
