--TEST--
array_column() picks a column
--FILE--
<?php
$r = [['id' => 1, 'n' => 'a'], ['id' => 2, 'n' => 'b'], ['id' => 3]];
var_dump(array_column($r, 'n'));
--EXPECT--
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
