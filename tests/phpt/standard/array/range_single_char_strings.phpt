--TEST--
range with multi-character strings uses the first byte
--FILE--
<?php
var_dump(range('aa', 'cc'));
--EXPECT--
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
}
