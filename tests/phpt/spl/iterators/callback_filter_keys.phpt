--TEST--
CallbackFilterIterator on keys
--FILE--
<?php
$it = new CallbackFilterIterator(new ArrayIterator(range(0, 9)), fn($v, $k) => $k % 3 == 0);
var_dump(iterator_to_array($it));
?>
--EXPECT--
array(4) {
  [0]=>
  int(0)
  [3]=>
  int(3)
  [6]=>
  int(6)
  [9]=>
  int(9)
}
