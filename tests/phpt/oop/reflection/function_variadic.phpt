--TEST--
variadic and by-reference parameters
--FILE--
<?php
function f(&$a, $b, int ...$rest) {}
$r = new ReflectionFunction('f');
var_dump($r->isVariadic());
foreach ($r->getParameters() as $p) { var_dump($p->getName(), $p->isVariadic(), $p->isPassedByReference(), $p->canBePassedByValue(), $p->isOptional()); }
?>
--EXPECT--
bool(true)
string(1) "a"
bool(false)
bool(true)
bool(false)
bool(false)
string(1) "b"
bool(false)
bool(false)
bool(true)
bool(false)
string(4) "rest"
bool(true)
bool(false)
bool(true)
bool(true)
