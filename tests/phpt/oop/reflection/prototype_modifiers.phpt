--TEST--
getPrototype, Reflection::getModifierNames, getClosureUsedVariables, deprecated getClass/isArray
--FILE--
<?php
interface I { function m(); }
class P implements I { function m() {} function n() {} private function priv() {} }
class C extends P { function m() {} function n() {} function own() {} }
foreach (['m', 'n', 'own'] as $x) { try { $p = (new ReflectionMethod('C', $x))->getPrototype(); echo $x, ' -> ', $p->class, '::', $p->name, "\n"; } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; } }
try { (new ReflectionMethod('P', 'm'))->getPrototype()->class; echo (new ReflectionMethod('P', 'm'))->getPrototype()->class, "\n"; } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
var_dump(Reflection::getModifierNames(ReflectionMethod::IS_FINAL | ReflectionMethod::IS_PROTECTED | ReflectionMethod::IS_STATIC | ReflectionMethod::IS_ABSTRACT));
var_dump(Reflection::getModifierNames(ReflectionProperty::IS_READONLY | ReflectionProperty::IS_PUBLIC));
$y = 2; $f = function () use ($y) { static $s = 1; };
var_dump((new ReflectionFunction($f))->getClosureUsedVariables());
class D { function x(C $c, ?self $s, int $i, $none) {} }
foreach ((new ReflectionMethod('D', 'x'))->getParameters() as $p) { $c = $p->getClass(); var_dump($c ? $c->name : $c); }
var_dump((new ReflectionMethod('D', 'x'))->getParameters()[0]->isArray());
?>
--EXPECTF--
m -> I::m
n -> P::n
Method C::own does not have a prototype
I
array(4) {
  [0]=>
  string(8) "abstract"
  [1]=>
  string(5) "final"
  [2]=>
  string(9) "protected"
  [3]=>
  string(6) "static"
}
array(2) {
  [0]=>
  string(6) "public"
  [1]=>
  string(8) "readonly"
}
array(1) {
  ["y"]=>
  int(2)
}

Deprecated: Method ReflectionParameter::getClass() is deprecated in %s on line 12
string(1) "C"

Deprecated: Method ReflectionParameter::getClass() is deprecated in %s on line 12
string(1) "D"

Deprecated: Method ReflectionParameter::getClass() is deprecated in %s on line 12
NULL

Deprecated: Method ReflectionParameter::getClass() is deprecated in %s on line 12
NULL

Deprecated: Method ReflectionParameter::isArray() is deprecated in %s on line 13
bool(false)
