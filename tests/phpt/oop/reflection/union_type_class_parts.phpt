--TEST--
union types with classes
--FILE--
<?php
class A {} class B {}
function f(A|B $x, A|B|null $y, A|int $z): A|B {}
$r = new ReflectionFunction('f');
foreach ($r->getParameters() as $p) { $t = $p->getType(); echo $t, ' ', var_export($t->allowsNull(), true), ' ['; foreach ($t->getTypes() as $x) echo $x->getName(), ' ', var_export($x->isBuiltin(), true), ';'; echo "]\n"; }
echo $r->getReturnType(), "\n";
?>
--EXPECT--
A|B false [A false;B false;]
A|B|null true [A false;B false;null true;]
A|int false [A false;int true;]
A|B
