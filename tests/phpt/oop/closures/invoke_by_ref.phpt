--TEST--
__invoke passes by-reference arguments
--FILE--
<?php
$f = function(&$x) { $x++; };
$v = 1;
$f->__invoke($v);
$f($v);
var_dump($v);
--EXPECT--
int(3)
