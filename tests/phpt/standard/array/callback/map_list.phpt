--TEST--
array_map() over a list
--FILE--
<?php
var_dump(array_map('strtoupper', ['a', 'b', 'c']));
--EXPECT--
array(3) {
  [0]=>
  string(1) "A"
  [1]=>
  string(1) "B"
  [2]=>
  string(1) "C"
}
