--TEST--
array_merge() renumbers ints and overwrites strings
--FILE--
<?php
var_dump(array_merge(['a' => 1, 5 => 2], ['a' => 3, 5 => 4, 'b' => 5]));
--EXPECT--
array(4) {
  ["a"]=>
  int(3)
  [0]=>
  int(2)
  [1]=>
  int(4)
  ["b"]=>
  int(5)
}
