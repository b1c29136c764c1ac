--TEST--
Closure class methods
--FILE--
<?php
$r = new ReflectionClass('Closure');
var_dump($r->isFinal(), $r->isInternal(), $r->getName());
?>
--EXPECT--
bool(true)
bool(true)
string(7) "Closure"
