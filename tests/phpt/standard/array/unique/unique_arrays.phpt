--TEST--
array_unique() of arrays with SORT_REGULAR
--FILE--
<?php
var_dump(array_unique([[1], [1], [2], [1, 2]], SORT_REGULAR));
--EXPECT--
array(3) {
  [0]=>
  array(1) {
    [0]=>
    int(1)
  }
  [2]=>
  array(1) {
    [0]=>
    int(2)
  }
  [3]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
