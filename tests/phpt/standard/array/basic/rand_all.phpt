--TEST--
array_rand() picking every key
--FILE--
<?php
var_dump(array_rand(['x' => 1, 'y' => 2], 2));
--EXPECT--
array(2) {
  [0]=>
  string(1) "x"
  [1]=>
  string(1) "y"
}
