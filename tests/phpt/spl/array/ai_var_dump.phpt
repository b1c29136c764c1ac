--TEST--
ArrayIterator var_dump
--FILE--
<?php
var_dump(new ArrayIterator([1, 2]));
?>
--EXPECT--
object(ArrayIterator)#1 (1) {
  ["storage":"ArrayIterator":private]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
