--TEST--
array_flip() with numeric-string values
--FILE--
<?php
var_dump(array_flip(['1', '01', '-5', '1.5']));
--EXPECT--
array(4) {
  [1]=>
  int(0)
  ["01"]=>
  int(1)
  [-5]=>
  int(2)
  ["1.5"]=>
  int(3)
}
