--TEST--
SplMinHeap/SplMaxHeap compare visibility
--FILE--
<?php
class A extends SplMaxHeap { function t($a, $b) { return $this->compare($a, $b); } }
class B extends SplMinHeap { function t($a, $b) { return $this->compare($a, $b); } }
var_dump((new A)->t(1, 2), (new B)->t(1, 2));
?>
--EXPECT--
int(-1)
int(1)
