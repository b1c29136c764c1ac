--TEST--
array_shift and array_unshift reindex
--FILE--
<?php
$a = [5 => 'a', 6 => 'b', 'k' => 'c'];
var_dump(array_shift($a), $a);
array_unshift($a, 'x', 'y');
var_dump($a);
--EXPECT--
string(1) "a"
array(2) {
  [0]=>
  string(1) "b"
  ["k"]=>
  string(1) "c"
}
array(4) {
  [0]=>
  string(1) "x"
  [1]=>
  string(1) "y"
  [2]=>
  string(1) "b"
  ["k"]=>
  string(1) "c"
}
