--TEST--
iterator_to_array with SPL iterators
--FILE--
<?php
$it = new AppendIterator();
$it->append(new ArrayIterator([1, 2]));
$it->append(new ArrayIterator([3]));
var_dump(iterator_to_array($it, false));
var_dump(iterator_to_array($it, true));
?>
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
array(2) {
  [0]=>
  int(3)
  [1]=>
  int(2)
}
