--TEST--
Reading an undefined variable warns
--FILE--
<?php
echo $nope;
var_dump($nope2);
$x = $nope3 + 1;
var_dump($x);
--EXPECTF--

Warning: Undefined variable $nope in %s on line 2

Warning: Undefined variable $nope2 in %s on line 3
NULL

Warning: Undefined variable $nope3 in %s on line 4
int(1)
