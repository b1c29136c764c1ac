--TEST--
range() near PHP_INT_MAX
--FILE--
<?php
var_dump(range(PHP_INT_MAX - 2, PHP_INT_MAX));
--EXPECT--
array(3) {
  [0]=>
  int(9223372036854775805)
  [1]=>
  int(9223372036854775806)
  [2]=>
  int(9223372036854775807)
}
