--TEST--
array_chunk() with size 1 keeps int keys when asked
--FILE--
<?php
var_dump(array_chunk([5 => 'a', 9 => 'b'], 1, true));
--EXPECT--
array(2) {
  [0]=>
  array(1) {
    [5]=>
    string(1) "a"
  }
  [1]=>
  array(1) {
    [9]=>
    string(1) "b"
  }
}
