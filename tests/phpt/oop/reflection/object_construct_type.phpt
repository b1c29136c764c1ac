--TEST--
ReflectionObject needs an object
--FILE--
<?php
try { new ReflectionObject('stdClass'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$r = new ReflectionObject(new ArrayObject([]));
var_dump($r->getName(), $r->isInternal());
?>
--EXPECT--
ReflectionObject::__construct(): Argument #1 ($object) must be of type object, string given
string(11) "ArrayObject"
bool(true)
