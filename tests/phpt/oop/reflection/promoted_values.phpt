--TEST--
promoted properties read through reflection
--FILE--
<?php
class A { public function __construct(private int $x = 1, protected ?array $list = null) {} }
$r = new ReflectionClass('A');
$o = $r->newInstance(5);
foreach ($r->getProperties() as $p) { echo $p->getName(), ' ', $p->getModifiers(), ' ', var_export($p->getValue($o), true), ' ', $p->getType(), "\n"; }
var_dump($r->getConstructor()->getParameters()[1]->getDefaultValue());
?>
--EXPECT--
x 4 5 int
list 2 NULL ?array
NULL
