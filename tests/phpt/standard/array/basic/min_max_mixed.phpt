--TEST--
min() and max() with mixed values
--FILE--
<?php
var_dump(min(1, '0', -1.5), max('apple', 'banana'), max([1, 2], [1, 3]), min('10', 9), max('abc', 0), min('abc', 0));
--EXPECT--
float(-1.5)
string(6) "banana"
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(3)
}
int(9)
string(3) "abc"
int(0)
