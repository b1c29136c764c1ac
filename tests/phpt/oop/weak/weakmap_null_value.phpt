--TEST--
isset on a WeakMap entry holding null
--FILE--
<?php
$m = new WeakMap;
$o = new stdClass;
$m[$o] = null;
var_dump(isset($m[$o]), count($m), $m[$o]);
var_dump(empty($m[$o]));
--EXPECT--
bool(false)
int(1)
NULL
bool(true)
