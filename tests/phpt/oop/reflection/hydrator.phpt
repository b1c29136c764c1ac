--TEST--
hydrating an object from an array with reflection
--FILE--
<?php
class Point { private int $x = 0; private int $y = 0; protected string $label; public function __toString(): string { return "$this->label($this->x, $this->y)"; } }
function hydrate(string $class, array $data): object {
  $r = new ReflectionClass($class);
  $o = $r->newInstanceWithoutConstructor();
  foreach ($data as $k => $v) { if ($r->hasProperty($k)) { $r->getProperty($k)->setValue($o, $v); } }
  return $o;
}
echo hydrate(Point::class, ['x' => '3', 'y' => 4, 'label' => 'P', 'z' => 9]), "\n";
?>
--EXPECT--
P(3, 4)
