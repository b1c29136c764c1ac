--TEST--
Return by reference
--FILE--
<?php
function &getRef(array &$arr) { return $arr[0]; }
$data = [1, 2];
$r = &getRef($data);
$r = 'changed';
var_dump($data);
--EXPECT--
array(2) {
  [0]=>
  &string(7) "changed"
  [1]=>
  int(2)
}
