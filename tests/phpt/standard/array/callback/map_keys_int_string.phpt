--TEST--
array_map() with one array keeps int and string keys in order
--FILE--
<?php
var_dump(array_map(fn($v) => $v, [3 => 'a', 'x' => 'b', 1 => 'c']));
--EXPECT--
array(3) {
  [3]=>
  string(1) "a"
  ["x"]=>
  string(1) "b"
  [1]=>
  string(1) "c"
}
