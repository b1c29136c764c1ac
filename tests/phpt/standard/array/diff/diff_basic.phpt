--TEST--
array_diff() keeps values missing from the others
--FILE--
<?php
var_dump(array_diff([1, 2, 3, 4, 'a' => 5], [2, 4], [5]));
--EXPECT--
array(2) {
  [0]=>
  int(1)
  [2]=>
  int(3)
}
