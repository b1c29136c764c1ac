--TEST--
array_count_values() counts strings and ints
--FILE--
<?php
var_dump(array_count_values([1, 'a', 1, 'b', 'a', '1', 'A']));
--EXPECT--
array(4) {
  [1]=>
  int(3)
  ["a"]=>
  int(2)
  ["b"]=>
  int(1)
  ["A"]=>
  int(1)
}
