--TEST--
array_filter() with is_numeric
--FILE--
<?php
var_dump(array_filter(['1', 'a', 2, '3.5', 'x1'], 'is_numeric'));
--EXPECT--
array(3) {
  [0]=>
  string(1) "1"
  [2]=>
  int(2)
  [3]=>
  string(3) "3.5"
}
