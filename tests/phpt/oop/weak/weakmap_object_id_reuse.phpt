--TEST--
A new object reusing a freed id is not in the WeakMap
--FILE--
<?php
$m = new WeakMap;
$o = new stdClass;
$m[$o] = "old";
$id = spl_object_id($o);
unset($o);
$n = new stdClass;
var_dump(spl_object_id($n) === $id, isset($m[$n]), count($m));
--EXPECT--
bool(true)
bool(false)
int(0)
