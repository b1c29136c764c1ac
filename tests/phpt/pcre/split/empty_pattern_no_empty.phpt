--TEST--
an empty pattern with PREG_SPLIT_NO_EMPTY
--FILE--
<?php
var_dump(preg_split('//', 'abc', -1, PREG_SPLIT_NO_EMPTY));
--EXPECT--
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
}
