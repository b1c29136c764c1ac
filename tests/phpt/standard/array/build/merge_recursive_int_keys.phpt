--TEST--
array_merge_recursive() appends int keys
--FILE--
<?php
var_dump(array_merge_recursive([5 => 'a', 'k' => 'b'], [5 => 'c', 0 => 'd']));
--EXPECT--
array(4) {
  [0]=>
  string(1) "a"
  ["k"]=>
  string(1) "b"
  [1]=>
  string(1) "c"
  [2]=>
  string(1) "d"
}
