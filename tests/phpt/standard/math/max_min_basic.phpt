--TEST--
max and min over arguments
--FILE--
<?php
var_dump(max(1, 2, 3), min(1, 2, 3), max(-1, -2), min(1.5, 1), max("10", "9"), max("abc", 0), min("abc", 0), max(null, false), max([1, 2], [1, 3]), min([], 0));
--EXPECT--
int(3)
int(1)
int(-1)
int(1)
string(2) "10"
string(3) "abc"
int(0)
NULL
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(3)
}
int(0)
