--TEST--
array_values reindexes
--FILE--
<?php
var_dump(array_values(['x' => 'a', 10 => 'b', -5 => 'c']));
var_dump(array_values([]));
--EXPECT--
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
}
array(0) {
}
