--TEST--
array_pad() result appends after the pads
--FILE--
<?php
$a = array_pad([1], 3, 0);
$a[] = 'x';
var_dump($a);
--EXPECT--
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(0)
  [2]=>
  int(0)
  [3]=>
  string(1) "x"
}
