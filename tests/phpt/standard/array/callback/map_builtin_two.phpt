--TEST--
array_map() with a two-argument builtin
--FILE--
<?php
var_dump(array_map('str_repeat', ['a', 'b'], [2, 3]));
--EXPECT--
array(2) {
  [0]=>
  string(2) "aa"
  [1]=>
  string(3) "bbb"
}
