--TEST--
array_shift keeps references in the remaining elements
--FILE--
<?php
$x = 'X';
$a = [1, &$x];
array_shift($a);
$x = 'changed';
var_dump($a);
--EXPECT--
array(1) {
  [0]=>
  &string(7) "changed"
}
