--TEST--
ReflectionNamedType details
--FILE--
<?php
function f(int $a, ?Foo $b, int|float $c, $d, string $e = null, iterable $f, callable $g, object $h, float $i, bool $j, false|int $k, array $l) {}
foreach ((new ReflectionFunction('f'))->getParameters() as $p) {
  $t = $p->getType();
  if ($t === null) { echo $p->getName(), ": none\n"; continue; }
  echo $p->getName(), ': ', get_class($t), ' ', (string) $t, ' ', var_export($t->allowsNull(), true);
  if ($t instanceof ReflectionNamedType) echo ' ', $t->getName(), ' ', var_export($t->isBuiltin(), true);
  echo "\n";
}
?>
--EXPECT--
a: ReflectionNamedType int false int true
b: ReflectionNamedType ?Foo true Foo false
c: ReflectionUnionType int|float false
d: none
e: ReflectionNamedType ?string true string true
f: ReflectionNamedType iterable false iterable true
g: ReflectionNamedType callable false callable true
h: ReflectionNamedType object false object true
i: ReflectionNamedType float false float true
j: ReflectionNamedType bool false bool true
k: ReflectionUnionType int|false false
l: ReflectionNamedType array false array true
