--TEST--
range result element types
--FILE--
<?php
var_dump(range(1, 2));
var_dump(range(1, 2, 1.0));
var_dump(range(1.0, 2));
--EXPECT--
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
array(2) {
  [0]=>
  float(1)
  [1]=>
  float(2)
}
array(2) {
  [0]=>
  float(1)
  [1]=>
  float(2)
}
