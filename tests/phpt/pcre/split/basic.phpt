--TEST--
preg_split on a pattern
--FILE--
<?php
var_dump(preg_split('/[\s,]+/', "a, b  c,d"));
--EXPECT--
array(4) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
  [3]=>
  string(1) "d"
}
