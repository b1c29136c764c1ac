--TEST--
range() mixing a letter and a number
--FILE--
<?php
var_dump(range('a', 3));
--EXPECT--
array(4) {
  [0]=>
  int(0)
  [1]=>
  int(1)
  [2]=>
  int(2)
  [3]=>
  int(3)
}
