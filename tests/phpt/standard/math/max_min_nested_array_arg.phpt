--TEST--
a single array argument holding arrays
--FILE--
<?php
var_dump(max([[1], [2], [0, 0]]), min([[1], [2], [0, 0]]));
--EXPECT--
array(2) {
  [0]=>
  int(0)
  [1]=>
  int(0)
}
array(1) {
  [0]=>
  int(1)
}
