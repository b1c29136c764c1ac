--TEST--
array_map() pads shorter arrays with null
--FILE--
<?php
var_dump(array_map(fn($a, $b) => [$a, $b], [1, 2, 3], ['a']));
--EXPECT--
array(3) {
  [0]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    string(1) "a"
  }
  [1]=>
  array(2) {
    [0]=>
    int(2)
    [1]=>
    NULL
  }
  [2]=>
  array(2) {
    [0]=>
    int(3)
    [1]=>
    NULL
  }
}
