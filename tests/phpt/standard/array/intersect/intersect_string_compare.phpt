--TEST--
array_intersect() compares as strings
--FILE--
<?php
var_dump(array_intersect([1, '1', 1.0, true, '01'], ['1']));
--EXPECT--
array(4) {
  [0]=>
  int(1)
  [1]=>
  string(1) "1"
  [2]=>
  float(1)
  [3]=>
  bool(true)
}
