--TEST--
ArrayIterator count and offsets
--FILE--
<?php
$it = new ArrayIterator([1, 2]);
$it->offsetSet(5, 'five');
$it->append('six');
var_dump(count($it), $it->offsetGet(6), $it->offsetExists(5), $it->getArrayCopy());
?>
--EXPECT--
int(4)
string(3) "six"
bool(true)
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [5]=>
  string(4) "five"
  [6]=>
  string(3) "six"
}
