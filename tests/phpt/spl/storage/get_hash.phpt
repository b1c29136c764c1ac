--TEST--
SplObjectStorage getHash
--FILE--
<?php
$s = new SplObjectStorage;
$o = new stdClass;
var_dump($s->getHash($o) === spl_object_hash($o));
var_dump(strlen($s->getHash($o)));
?>
--EXPECT--
bool(true)
int(32)
