--TEST--
WeakMap entries go away with their key object
--FILE--
<?php
$m = new WeakMap;
$k = new stdClass;
$m[$k] = 1;
$m[new stdClass] = 2;
var_dump(count($m));
unset($k);
var_dump(count($m));
--EXPECT--
int(1)
int(0)
