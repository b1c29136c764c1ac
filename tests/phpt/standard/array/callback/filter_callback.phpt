--TEST--
array_filter() with a callback keeps keys
--FILE--
<?php
var_dump(array_filter([1, 2, 3, 4, 5, 6], fn($x) => $x % 2 == 0));
--EXPECT--
array(3) {
  [1]=>
  int(2)
  [3]=>
  int(4)
  [5]=>
  int(6)
}
