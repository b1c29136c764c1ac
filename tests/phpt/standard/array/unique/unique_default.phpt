--TEST--
array_unique() compares as strings by default
--FILE--
<?php
var_dump(array_unique([1, '1', 2, 2.0, 'a', 'A', 'a', null, '', false, 0]));
--EXPECT--
array(6) {
  [0]=>
  int(1)
  [2]=>
  int(2)
  [4]=>
  string(1) "a"
  [5]=>
  string(1) "A"
  [7]=>
  NULL
  [10]=>
  int(0)
}
