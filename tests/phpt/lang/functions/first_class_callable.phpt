--TEST--
First-class callable syntax with named functions
--FILE--
<?php
function triple($x) { return $x * 3; }
$f = triple(...);
var_dump($f(3));
$s = strlen(...);
var_dump($s("four"));
--EXPECT--
int(9)
int(4)
