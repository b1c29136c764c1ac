--TEST--
array_replace() replaces by key
--FILE--
<?php
var_dump(array_replace([1, 2, 3], [1 => 'b'], [3 => 'd']));
--EXPECT--
array(4) {
  [0]=>
  int(1)
  [1]=>
  string(1) "b"
  [2]=>
  int(3)
  [3]=>
  string(1) "d"
}
