--TEST--
array_diff() compares as strings
--FILE--
<?php
var_dump(array_diff([1, '1', 1.0, true, null, '', 0, '0'], ['1']));
--EXPECT--
array(4) {
  [4]=>
  NULL
  [5]=>
  string(0) ""
  [6]=>
  int(0)
  [7]=>
  string(1) "0"
}
