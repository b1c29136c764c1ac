--TEST--
array_unique() with SORT_REGULAR
--FILE--
<?php
var_dump(array_unique([4, '4', '3', 4, 3, '3'], SORT_REGULAR));
--EXPECT--
array(2) {
  [0]=>
  int(4)
  [2]=>
  string(1) "3"
}
