--TEST--
array_count_values() with numeric-string keys
--FILE--
<?php
var_dump(array_count_values(['10', 10, '010', ' 10']));
--EXPECT--
array(3) {
  [10]=>
  int(2)
  ["010"]=>
  int(1)
  [" 10"]=>
  int(1)
}
