--TEST--
array_replace() with string keys
--FILE--
<?php
var_dump(array_replace(['a' => 1, 'b' => 2], ['b' => 'B', 'c' => 'C']));
--EXPECT--
array(3) {
  ["a"]=>
  int(1)
  ["b"]=>
  string(1) "B"
  ["c"]=>
  string(1) "C"
}
