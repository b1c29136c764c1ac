--TEST--
array_unique() keeps the first key
--FILE--
<?php
var_dump(array_unique(['x' => 1, 'y' => 2, 'z' => 1, 5 => 2]));
--EXPECT--
array(2) {
  ["x"]=>
  int(1)
  ["y"]=>
  int(2)
}
