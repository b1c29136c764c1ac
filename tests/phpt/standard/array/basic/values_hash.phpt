--TEST--
array_values() of a hash
--FILE--
<?php
var_dump(array_values(['x' => 'a', 5 => 'b', 'y' => 'c']));
--EXPECT--
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
}
