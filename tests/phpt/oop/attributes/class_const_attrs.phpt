--TEST--
attributes on class constants
--FILE--
<?php
#[Attribute] class Deprecated2 { public function __construct(public string $why = '') {} }
class C {
  #[Deprecated2('use NEW')] const OLD = 1;
  const NEW = 2;
}
foreach ((new ReflectionClass('C'))->getReflectionConstants() as $k) { echo $k->name, ' ', count($k->getAttributes()), "\n"; }
echo (new ReflectionClassConstant('C', 'OLD'))->getAttributes()[0]->newInstance()->why, "\n";
?>
--EXPECT--
OLD 1
NEW 0
use NEW
