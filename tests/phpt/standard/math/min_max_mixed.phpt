--TEST--
min and max with mixed types
--FILE--
<?php
var_dump(max(null, false));
var_dump(max(true, 2));
var_dump(min(null, -1));
var_dump(max([1, 2], 99));
var_dump(min([1, 2], [1, 3]));
var_dump(max([1, 2, 3], [1, 5]));
var_dump(max('1', 1));
var_dump(max(1, '1'));
--EXPECT--
NULL
bool(true)
NULL
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
string(1) "1"
int(1)
