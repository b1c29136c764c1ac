--TEST--
array_intersect() with one array
--FILE--
<?php
var_dump(array_intersect([1, 2]));
--EXPECT--
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
