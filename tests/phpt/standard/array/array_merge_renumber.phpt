--TEST--
array_merge renumbers integer keys
--FILE--
<?php
var_dump(array_merge([5 => 'a', 9 => 'b'], [3 => 'c']));
--EXPECT--
array(3) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [2]=>
  string(1) "c"
}
