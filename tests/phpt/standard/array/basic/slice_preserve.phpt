--TEST--
array_slice() with preserve_keys
--FILE--
<?php
var_dump(array_slice([5 => 'a', 9 => 'b', 2 => 'c'], 1, 2, true));
--EXPECT--
array(2) {
  [9]=>
  string(1) "b"
  [2]=>
  string(1) "c"
}
