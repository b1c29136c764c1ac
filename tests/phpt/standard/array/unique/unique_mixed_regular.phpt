--TEST--
array_unique() with mixed types under SORT_REGULAR
--FILE--
<?php
var_dump(array_unique(['1', 1, true, 'a', 0, null, '', 'abc', 'ABC'], SORT_REGULAR));
--EXPECT--
array(6) {
  [0]=>
  string(1) "1"
  [3]=>
  string(1) "a"
  [4]=>
  int(0)
  [6]=>
  string(0) ""
  [7]=>
  string(3) "abc"
  [8]=>
  string(3) "ABC"
}
