--TEST--
ArrayObject interfaces
--FILE--
<?php
$a = new ArrayObject([]);
var_dump($a instanceof IteratorAggregate, $a instanceof ArrayAccess, $a instanceof Countable, $a instanceof Traversable);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
