--TEST--
optional before required parameter
--FILE--
<?php
function f($a = 1, $b) {}
foreach ((new ReflectionFunction('f'))->getParameters() as $p) { var_dump($p->isOptional(), $p->isDefaultValueAvailable()); }
var_dump((new ReflectionFunction('f'))->getNumberOfRequiredParameters());
?>
--EXPECTF--

Deprecated: Optional parameter $a declared before required parameter $b is implicitly treated as a required parameter in %s on line 2
bool(false)
bool(false)
bool(false)
bool(false)
int(2)
