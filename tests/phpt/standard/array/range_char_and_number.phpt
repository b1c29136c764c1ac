--TEST--
range with a letter and a number
--FILE--
<?php
var_dump(range('a', 2));
--EXPECT--
array(3) {
  [0]=>
  int(0)
  [1]=>
  int(1)
  [2]=>
  int(2)
}
