--TEST--
array_combine() with float and bool keys
--FILE--
<?php
var_dump(array_combine([1.5, true, null], ['a', 'b', 'c']));
--EXPECT--
array(3) {
  ["1.5"]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [""]=>
  string(1) "c"
}
