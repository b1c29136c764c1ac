--TEST--
moving the pointer of a nested array
--FILE--
<?php
$a = [[1, 2], [3]];
next($a[0]);
var_dump(current($a[0]), current($a));
--EXPECT--
int(2)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
