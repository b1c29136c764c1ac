--TEST--
Incrementing an undefined variable warns
--FILE--
<?php
$x++;
var_dump($x);
$y--;
var_dump($y);
--EXPECTF--

Warning: Undefined variable $x in %s on line 2
int(1)

Warning: Undefined variable $y in %s on line 4
NULL
