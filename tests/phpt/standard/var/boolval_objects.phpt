--TEST--
boolval of an object
--FILE--
<?php
$o = new stdClass;
var_dump(boolval($o), (bool) $o);
--EXPECT--
bool(true)
bool(true)
