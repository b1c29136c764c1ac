--TEST--
settype of a float to int truncates
--FILE--
<?php
$v = 9.99;
settype($v, 'int');
var_dump($v);
$v = -9.99;
settype($v, 'integer');
var_dump($v);
--EXPECT--
int(9)
int(-9)
