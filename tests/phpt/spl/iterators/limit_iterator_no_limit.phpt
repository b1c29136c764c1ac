--TEST--
LimitIterator without a count
--FILE--
<?php
$it = new LimitIterator(new ArrayIterator(['a', 'b', 'c', 'd']), 1);
var_dump(iterator_to_array($it));
$it = new LimitIterator(new ArrayIterator(['a', 'b']), 5);
try { var_dump(iterator_to_array($it)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
array(3) {
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
  [3]=>
  string(1) "d"
}
OutOfBoundsException: Seek position 5 is out of range
