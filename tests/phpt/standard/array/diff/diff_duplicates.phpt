--TEST--
array_diff() keeps duplicates of kept values
--FILE--
<?php
var_dump(array_diff([1, 1, 2, 2, 3], [2]));
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(1)
  [4]=>
  int(3)
}
