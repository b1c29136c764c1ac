--TEST--
spl_object_id and spl_object_hash: stability and reuse after free
--FILE--
<?php
$a = new stdClass; $b = new stdClass;
var_dump(spl_object_id($a) !== spl_object_id($b), spl_object_id($a) === spl_object_id($a));
var_dump(strlen(spl_object_hash($a)), spl_object_hash($a) === spl_object_hash($a), spl_object_hash($a) !== spl_object_hash($b));
$id = spl_object_id($b);
unset($b);
$c = new stdClass;
var_dump(spl_object_id($c) === $id);
try { spl_object_id(1); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
bool(true)
bool(true)
int(32)
bool(true)
bool(true)
bool(true)
spl_object_id(): Argument #1 ($object) must be of type object, int given
