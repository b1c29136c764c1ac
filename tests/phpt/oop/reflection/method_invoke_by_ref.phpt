--TEST--
invoke and invokeArgs with by-reference parameters
--FILE--
<?php
class A { public static function inc(&$x) { $x++; return $x; } }
$m = new ReflectionMethod('A', 'inc');
$v = 1;
var_dump($m->invokeArgs(null, [&$v]));
var_dump($v);
?>
--EXPECT--
int(2)
int(2)
