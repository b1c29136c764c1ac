--TEST--
array_splice() removing from the middle
--FILE--
<?php
$a = ['a', 'b', 'c', 'd'];
var_dump(array_splice($a, 1, 2));
var_dump($a);
--EXPECT--
array(2) {
  [0]=>
  string(1) "b"
  [1]=>
  string(1) "c"
}
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "d"
}
