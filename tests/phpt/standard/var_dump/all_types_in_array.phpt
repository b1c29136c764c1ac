--TEST--
var_dump of an array holding every scalar type
--FILE--
<?php
var_dump([null, true, false, 0, -7, 1.5, -0.0, 'str', [], INF, NAN]);
--EXPECT--
array(11) {
  [0]=>
  NULL
  [1]=>
  bool(true)
  [2]=>
  bool(false)
  [3]=>
  int(0)
  [4]=>
  int(-7)
  [5]=>
  float(1.5)
  [6]=>
  float(-0)
  [7]=>
  string(3) "str"
  [8]=>
  array(0) {
  }
  [9]=>
  float(INF)
  [10]=>
  float(NAN)
}
