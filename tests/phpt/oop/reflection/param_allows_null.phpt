--TEST--
allowsNull for various parameters
--FILE--
<?php
function f($untyped, int $i, ?int $ni, int $nd = null, mixed $m, null|string $u) {}
foreach ((new ReflectionFunction('f'))->getParameters() as $p) echo $p->getName(), ' ', var_export($p->allowsNull(), true), "\n";
?>
--EXPECT--
untyped true
i false
ni true
nd true
m true
u true
