--TEST--
array_merge renumbers int keys and overwrites string keys
--FILE--
<?php
var_dump(array_merge([5 => 'a', 'k' => 'b'], [5 => 'c', 'k' => 'd'], ['e']));
var_dump([5 => 'a', 'k' => 'b'] + [5 => 'c', 'k' => 'd', 6 => 'e']);
--EXPECT--
array(4) {
  [0]=>
  string(1) "a"
  ["k"]=>
  string(1) "d"
  [1]=>
  string(1) "c"
  [2]=>
  string(1) "e"
}
array(3) {
  [5]=>
  string(1) "a"
  ["k"]=>
  string(1) "b"
  [6]=>
  string(1) "e"
}
