--TEST--
getReturnType of methods
--FILE--
<?php
class A {
  function a(): int {} function b(): ?string {} function c(): self {} function d(): static {} function e(): void {} function f() {} function g(): int|string|null {} function h(): array|false {}
}
foreach (get_class_methods('A') as $n) {
  $m = new ReflectionMethod('A', $n);
  $t = $m->getReturnType();
  echo $n, ': ', $m->hasReturnType() ? get_class($t) . ' ' . $t : 'none', "\n";
}
?>
--EXPECT--
a: ReflectionNamedType int
b: ReflectionNamedType ?string
c: ReflectionNamedType self
d: ReflectionNamedType static
e: ReflectionNamedType void
f: none
g: ReflectionUnionType string|int|null
h: ReflectionUnionType array|false
