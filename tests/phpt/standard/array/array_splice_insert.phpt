--TEST--
array_splice with length 0 inserts
--FILE--
<?php
$a = ['a', 'b', 'c'];
array_splice($a, 1, 0, 'new');
var_dump($a);
$b = [1, 2];
array_splice($b, count($b), 0, [3, 4]);
var_dump($b);
--EXPECT--
array(4) {
  [0]=>
  string(1) "a"
  [1]=>
  string(3) "new"
  [2]=>
  string(1) "b"
  [3]=>
  string(1) "c"
}
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
  [3]=>
  int(4)
}
