--TEST--
ReflectionParameter getDefaultValue
--FILE--
<?php
const GLOBAL_C = 'gc';
class K { const V = 7; function m($a = self::V, $b = self::V * 2, $c = GLOBAL_C, $d = [1, 'x' => 2], $e = null, $f = PHP_INT_MAX, $g = -1.5) {} }
foreach ((new ReflectionMethod('K', 'm'))->getParameters() as $p) { var_dump($p->getDefaultValue()); }
?>
--EXPECT--
int(7)
int(14)
string(2) "gc"
array(2) {
  [0]=>
  int(1)
  ["x"]=>
  int(2)
}
NULL
int(9223372036854775807)
float(-1.5)
