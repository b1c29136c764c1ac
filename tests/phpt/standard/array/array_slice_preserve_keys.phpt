--TEST--
array_slice preserve_keys
--FILE--
<?php
$a = [10 => 'a', 'x' => 'b', 20 => 'c', 30 => 'd'];
var_dump(array_slice($a, 1, 2));
var_dump(array_slice($a, 1, 2, true));
--EXPECT--
array(2) {
  ["x"]=>
  string(1) "b"
  [0]=>
  string(1) "c"
}
array(2) {
  ["x"]=>
  string(1) "b"
  [20]=>
  string(1) "c"
}
