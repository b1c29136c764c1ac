--TEST--
range() with a negative step
--FILE--
<?php
var_dump(range(1, 10, -3));
--EXPECT--
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(4)
  [2]=>
  int(7)
  [3]=>
  int(10)
}
