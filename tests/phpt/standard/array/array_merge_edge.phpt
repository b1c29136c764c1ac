--TEST--
array_merge with zero and one arguments
--FILE--
<?php
var_dump(array_merge());
var_dump(array_merge([3 => 'x']));
var_dump(array_merge([], []));
--EXPECT--
array(0) {
}
array(1) {
  [0]=>
  string(1) "x"
}
array(0) {
}
