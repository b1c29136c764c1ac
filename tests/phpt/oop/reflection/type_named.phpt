--TEST--
ReflectionNamedType details
--FILE--
<?php
function f(int $a, ?Foo $b, static|int $c, $d, string $e = null, iterable $f, callable $g, object $h, float $i, bool $j, false|int $k, array $l) {}
foreach ((new ReflectionFunction('f'))->getParameters() as $p) {
  $t = $p->getType();
  if ($t === null) { echo $p->getName(), ": none\n"; continue; }
  echo $p->getName(), ': ', get_class($t), ' ', (string) $t, ' ', var_export($t->allowsNull(), true);
  if ($t instanceof ReflectionNamedType) echo ' ', $t->getName(), ' ', var_export($t->isBuiltin(), true);
  echo "\n";
}
?>
--EXPECTF--

Parse error: syntax error, unexpected token "static", expecting variable in %s on line 2
