--TEST--
array_pad() with an array value
--FILE--
<?php
var_dump(array_pad([], 2, [1]));
--EXPECT--
array(2) {
  [0]=>
  array(1) {
    [0]=>
    int(1)
  }
  [1]=>
  array(1) {
    [0]=>
    int(1)
  }
}
