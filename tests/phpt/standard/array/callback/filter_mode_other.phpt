--TEST--
array_filter() with an unknown mode passes the value
--FILE--
<?php
var_dump(array_filter([1, 0, 2], fn($v) => $v, 7));
--EXPECT--
array(2) {
  [0]=>
  int(1)
  [2]=>
  int(2)
}
