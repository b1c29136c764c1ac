--TEST--
property types
--FILE--
<?php
class A { public int $a; public ?array $b; public int|string $c; public self $d; public static ?A $e; public $f; }
foreach ((new ReflectionClass('A'))->getProperties() as $p) {
  $t = $p->getType();
  echo $p->getName(), ': ', $t === null ? 'null' : get_class($t) . ' ' . $t, "\n";
}
?>
--EXPECT--
a: ReflectionNamedType int
b: ReflectionNamedType ?array
c: ReflectionUnionType string|int
d: ReflectionNamedType self
e: ReflectionNamedType ?A
f: null
