--TEST--
array_splice with a replacement array
--FILE--
<?php
$a = ['a', 'b', 'c'];
array_splice($a, 1, 1, ['X', 'Y']);
var_dump($a);
--EXPECT--
array(4) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "X"
  [2]=>
  string(1) "Y"
  [3]=>
  string(1) "c"
}
