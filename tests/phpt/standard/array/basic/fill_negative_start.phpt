--TEST--
array_fill() from a negative index
--FILE--
<?php
var_dump(array_fill(-3, 3, 0));
--EXPECT--
array(3) {
  [-3]=>
  int(0)
  [-2]=>
  int(0)
  [-1]=>
  int(0)
}
