--TEST--
array_map(null, array) returns the array
--FILE--
<?php
var_dump(array_map(null, ['k' => 1, 2]));
--EXPECT--
array(2) {
  ["k"]=>
  int(1)
  [0]=>
  int(2)
}
