--TEST--
array_map(null, ...) zips arrays
--FILE--
<?php
var_dump(array_map(null, [1, 2], ['a', 'b'], [true]));
--EXPECT--
array(2) {
  [0]=>
  array(3) {
    [0]=>
    int(1)
    [1]=>
    string(1) "a"
    [2]=>
    bool(true)
  }
  [1]=>
  array(3) {
    [0]=>
    int(2)
    [1]=>
    string(1) "b"
    [2]=>
    NULL
  }
}
