--TEST--
call_user_func does not pass references
--FILE--
<?php
function inc(&$x) { $x++; }
$v = 1;
call_user_func('inc', $v);
var_dump($v);
call_user_func_array('inc', [&$v]);
var_dump($v);
--EXPECTF--

Warning: inc(): Argument #1 ($x) must be passed by reference, value given in %s on line 4
int(1)
int(2)
