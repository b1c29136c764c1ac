--TEST--
a pattern that can match empty
--FILE--
<?php
var_dump(preg_split('/x*/', 'axbc'));
var_dump(preg_split('/x*/', 'axbc', -1, PREG_SPLIT_NO_EMPTY));
--EXPECT--
array(6) {
  [0]=>
  string(0) ""
  [1]=>
  string(1) "a"
  [2]=>
  string(0) ""
  [3]=>
  string(1) "b"
  [4]=>
  string(1) "c"
  [5]=>
  string(0) ""
}
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
}
