--TEST--
var_dump of a list
--FILE--
<?php
var_dump([1, 2, 3]);
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
