--TEST--
call_user_func passes by value and warns for by-reference parameters
--FILE--
<?php
function addOne(&$x) { $x++; }
$v = 1;
call_user_func('addOne', $v);
var_dump($v);
$args = [&$v];
call_user_func_array('addOne', $args);
var_dump($v);
--EXPECTF--

Warning: addOne(): Argument #1 ($x) must be passed by reference, value given in %s on line 4
int(1)
int(2)
