--TEST--
array_filter() without a callback drops falsy values
--FILE--
<?php
var_dump(array_filter([0, 1, 2, '', null, 'a', '0', [], [0], 0.0, '0.0', false]));
--EXPECT--
array(5) {
  [1]=>
  int(1)
  [2]=>
  int(2)
  [5]=>
  string(1) "a"
  [8]=>
  array(1) {
    [0]=>
    int(0)
  }
  [10]=>
  string(3) "0.0"
}
