--TEST--
array_map() with one array keeps keys
--FILE--
<?php
var_dump(array_map(fn($x) => $x * 2, ['a' => 1, 'b' => 2, 5 => 3]));
--EXPECT--
array(3) {
  ["a"]=>
  int(2)
  ["b"]=>
  int(4)
  [5]=>
  int(6)
}
