--TEST--
array_keys() with int and string keys
--FILE--
<?php
var_dump(array_keys(['a' => 1, 5 => 2, '7' => 3, '07' => 4]));
--EXPECT--
array(4) {
  [0]=>
  string(1) "a"
  [1]=>
  int(5)
  [2]=>
  int(7)
  [3]=>
  string(2) "07"
}
