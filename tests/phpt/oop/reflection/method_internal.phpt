--TEST--
ReflectionMethod of internal classes
--FILE--
<?php
$m = new ReflectionMethod('ArrayObject', 'count');
var_dump($m->isInternal(), $m->isUserDefined(), $m->getFileName(), $m->class);
$e = new ReflectionMethod('Exception', 'getMessage');
var_dump($e->isFinal(), $e->isPublic());
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
string(11) "ArrayObject"
bool(true)
bool(true)
