--TEST--
long group names
--FILE--
<?php
var_dump(preg_match('/(?<abcdefghijklmnopqrstuvwxyz_01234>z)/', 'z', $m), $m);
--EXPECT--
int(1)
array(3) {
  [0]=>
  string(1) "z"
  ["abcdefghijklmnopqrstuvwxyz_01234"]=>
  string(1) "z"
  [1]=>
  string(1) "z"
}
