--TEST--
the original values are returned, not their string forms
--FILE--
<?php
var_dump(preg_grep('/1/', [1, 2.1, '1', true, null, 10]));
--EXPECT--
array(5) {
  [0]=>
  int(1)
  [1]=>
  float(2.1)
  [2]=>
  string(1) "1"
  [3]=>
  bool(true)
  [5]=>
  int(10)
}
