--TEST--
isDefaultValueConstant and getDefaultValueConstantName
--FILE--
<?php
namespace NS;
const LOCAL = 1;
class K { const Z = 1; function m($a = self::Z, $b = K::Z, $c = \PHP_EOL, $d = PHP_INT_MAX, $e = LOCAL, $f = 5, $g = null) {} }
foreach ((new \ReflectionMethod(K::class, 'm'))->getParameters() as $p) {
  var_dump($p->isDefaultValueConstant());
  if ($p->isDefaultValueConstant()) var_dump($p->getDefaultValueConstantName());
  echo $p, "\n";
}
function nodef($x) {}
try { (new \ReflectionFunction('NS\nodef'))->getParameters()[0]->isDefaultValueConstant(); } catch (\ReflectionException $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
bool(true)
string(7) "self::Z"
Parameter #0 [ <optional> $a = self::Z ]
bool(true)
string(7) "NS\K::Z"
Parameter #1 [ <optional> $b = \NS\K::Z ]
bool(true)
string(7) "PHP_EOL"
Parameter #2 [ <optional> $c = PHP_EOL ]
bool(true)
string(14) "NS\PHP_INT_MAX"
Parameter #3 [ <optional> $d = NS\PHP_INT_MAX ]
bool(true)
string(8) "NS\LOCAL"
Parameter #4 [ <optional> $e = NS\LOCAL ]
bool(false)
Parameter #5 [ <optional> $f = 5 ]
bool(false)
Parameter #6 [ <optional> $g = NULL ]
Internal error: Failed to retrieve the default value
