--TEST--
SplObjectStorage interfaces
--FILE--
<?php
$s = new SplObjectStorage;
var_dump($s instanceof Countable, $s instanceof Iterator, $s instanceof ArrayAccess, $s instanceof Traversable);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
