--TEST--
iterator_to_array over generators with duplicate keys
--FILE--
<?php
function g() { yield 1; yield from [1, 2]; yield 3; }
var_dump(iterator_to_array(g()));
var_dump(iterator_to_array(g(), false));
var_dump(iterator_count(g()));
--EXPECT--
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(3)
}
array(4) {
  [0]=>
  int(1)
  [1]=>
  int(1)
  [2]=>
  int(2)
  [3]=>
  int(3)
}
int(4)
