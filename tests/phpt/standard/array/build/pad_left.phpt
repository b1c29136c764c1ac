--TEST--
array_pad() with a negative size pads at the start
--FILE--
<?php
var_dump(array_pad([1, 2], -5, 'x'));
--EXPECT--
array(5) {
  [0]=>
  string(1) "x"
  [1]=>
  string(1) "x"
  [2]=>
  string(1) "x"
  [3]=>
  int(1)
  [4]=>
  int(2)
}
