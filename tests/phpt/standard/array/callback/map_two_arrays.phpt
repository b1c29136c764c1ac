--TEST--
array_map() with two arrays renumbers
--FILE--
<?php
var_dump(array_map(fn($a, $b) => $a . $b, ['x' => 1, 'y' => 2], ['p' => 3, 'q' => 4]));
--EXPECT--
array(2) {
  [0]=>
  string(2) "13"
  [1]=>
  string(2) "24"
}
