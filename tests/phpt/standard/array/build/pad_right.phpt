--TEST--
array_pad() pads at the end
--FILE--
<?php
var_dump(array_pad([1, 2], 5, 0));
--EXPECT--
array(5) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(0)
  [3]=>
  int(0)
  [4]=>
  int(0)
}
