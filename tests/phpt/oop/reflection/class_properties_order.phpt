--TEST--
getProperties order and filter
--FILE--
<?php
class A { public $a; protected $pa; private $privA; public static $sa = 1; }
class B extends A { public $b; public function __construct(public int $x = 1, private $y = 2) {} protected static $sb; }
$r = new ReflectionClass('B');
foreach ($r->getProperties() as $p) echo $p->class, '::', $p->name, "\n";
echo "--\n";
foreach ($r->getProperties(ReflectionProperty::IS_STATIC) as $p) echo $p->name, "\n";
echo "--\n";
foreach ($r->getProperties(ReflectionProperty::IS_PRIVATE | ReflectionProperty::IS_PROTECTED) as $p) echo $p->name, "\n";
?>
--EXPECT--
B::b
B::x
B::y
B::sb
A::a
A::pa
A::sa
--
sb
sa
--
y
sb
pa
