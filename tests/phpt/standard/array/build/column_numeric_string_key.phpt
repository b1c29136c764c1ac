--TEST--
array_column() with a numeric-string column name
--FILE--
<?php
$r = [[5 => 'x'], ['5' => 'y']];
var_dump(array_column($r, '5'));
--EXPECT--
array(2) {
  [0]=>
  string(1) "x"
  [1]=>
  string(1) "y"
}
