--TEST--
array_diff() with only one array
--FILE--
<?php
var_dump(array_diff([1, 2, 'k' => 3]));
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  ["k"]=>
  int(3)
}
