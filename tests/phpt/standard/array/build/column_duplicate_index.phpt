--TEST--
array_column() with duplicate index values
--FILE--
<?php
$r = [['k' => 'a', 'v' => 1], ['k' => 'a', 'v' => 2]];
var_dump(array_column($r, 'v', 'k'));
--EXPECT--
array(1) {
  ["a"]=>
  int(2)
}
