--TEST--
array_flip() swaps keys and values
--FILE--
<?php
var_dump(array_flip(['a', 'b', 'c', 'x' => 5]));
--EXPECT--
array(4) {
  ["a"]=>
  int(0)
  ["b"]=>
  int(1)
  ["c"]=>
  int(2)
  [5]=>
  string(1) "x"
}
