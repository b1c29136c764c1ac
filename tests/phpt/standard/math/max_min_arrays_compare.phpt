--TEST--
arrays compare by size then elements
--FILE--
<?php
var_dump(max([1, 2, 3], [4, 5]), min([1, 2, 3], [4, 5]), max(['a' => 1], ['b' => 0]), max([1, 2], [1, 2, 0]));
--EXPECT--
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
array(2) {
  [0]=>
  int(4)
  [1]=>
  int(5)
}
array(1) {
  ["b"]=>
  int(0)
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(0)
}
