--TEST--
several attributes on one parameter
--FILE--
<?php
#[Attribute(Attribute::TARGET_PARAMETER | Attribute::IS_REPEATABLE)] class Check { public function __construct(public string $rule) {} }
function save(#[Check('int'), Check('positive')] $id, #[Check('string')] $name) {}
foreach ((new ReflectionFunction('save'))->getParameters() as $p) {
  echo $p->getName(), ': ', implode(', ', array_map(fn($a) => $a->newInstance()->rule, $p->getAttributes())), "\n";
  foreach ($p->getAttributes() as $a) var_dump($a->isRepeated());
}
?>
--EXPECT--
id: int, positive
bool(true)
bool(true)
name: string
bool(false)
