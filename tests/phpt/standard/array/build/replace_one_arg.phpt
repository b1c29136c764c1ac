--TEST--
array_replace() with one array
--FILE--
<?php
var_dump(array_replace([3 => 'x']));
--EXPECT--
array(1) {
  [3]=>
  string(1) "x"
}
