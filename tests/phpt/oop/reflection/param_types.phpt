--TEST--
parameter types: named, nullable, union, class
--FILE--
<?php
class Dep {}
function f(Dep $a, ?Dep $b, int|string $c, int|null $d, mixed $e, Dep|array $g = [], ?int $h = null, int $i = null) {}
foreach ((new ReflectionFunction('f'))->getParameters() as $p) {
  $t = $p->getType();
  echo $p->getName(), ': ', get_class($t), ' "', $t, '" null=', var_export($t->allowsNull(), true);
  if ($t instanceof ReflectionNamedType) echo ' name=', $t->getName(), ' builtin=', var_export($t->isBuiltin(), true);
  echo "\n";
}
?>
--EXPECT--
a: ReflectionNamedType "Dep" null=false name=Dep builtin=false
b: ReflectionNamedType "?Dep" null=true name=Dep builtin=false
c: ReflectionUnionType "string|int" null=false
d: ReflectionNamedType "?int" null=true name=int builtin=true
e: ReflectionNamedType "mixed" null=true name=mixed builtin=true
g: ReflectionUnionType "Dep|array" null=false
h: ReflectionNamedType "?int" null=true name=int builtin=true
i: ReflectionNamedType "?int" null=true name=int builtin=true
