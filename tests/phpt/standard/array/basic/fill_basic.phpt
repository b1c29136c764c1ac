--TEST--
array_fill() from index 5
--FILE--
<?php
var_dump(array_fill(5, 3, 'v'));
--EXPECT--
array(3) {
  [5]=>
  string(1) "v"
  [6]=>
  string(1) "v"
  [7]=>
  string(1) "v"
}
