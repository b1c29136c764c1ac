--TEST--
array_filter() converts callback results to bool
--FILE--
<?php
var_dump(array_filter(['a', 'b', 'c'], fn($v) => $v == 'b' ? '0' : 'yes'));
--EXPECT--
array(2) {
  [0]=>
  string(1) "a"
  [2]=>
  string(1) "c"
}
