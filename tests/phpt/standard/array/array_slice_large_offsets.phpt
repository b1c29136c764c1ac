--TEST--
array_slice with extreme offsets
--FILE--
<?php
$a = [1, 2, 3];
var_dump(array_slice($a, PHP_INT_MAX));
var_dump(array_slice($a, -PHP_INT_MAX, 1));
var_dump(array_slice($a, 0, -PHP_INT_MAX));
--EXPECT--
array(0) {
}
array(1) {
  [0]=>
  int(1)
}
array(0) {
}
