--TEST--
ReflectionUnionType getTypes
--FILE--
<?php
class A {}
function f(int|string $a, A|null|int $b, array|bool|float $c): string|int|null {}
$r = new ReflectionFunction('f');
foreach ($r->getParameters() as $p) {
  $t = $p->getType();
  echo get_class($t), ' ', $t, ':';
  foreach ($t->getTypes() as $x) echo ' ', $x->getName(), '(', var_export($x->allowsNull(), true), ')';
  echo "\n";
}
echo $r->getReturnType(), "\n";
?>
--EXPECT--
ReflectionUnionType string|int: string(false) int(false)
ReflectionUnionType A|int|null: A(false) int(false) null(true)
ReflectionUnionType array|float|bool: array(false) float(false) bool(false)
string|int|null
