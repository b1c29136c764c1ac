--TEST--
getDefaultValue without a default
--FILE--
<?php
function f($a, $b = 1) {}
$p = (new ReflectionFunction('f'))->getParameters();
var_dump($p[0]->isDefaultValueAvailable());
try { $p[0]->getDefaultValue(); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
var_dump($p[1]->getDefaultValue());
?>
--EXPECT--
bool(false)
Internal error: Failed to retrieve the default value
int(1)
