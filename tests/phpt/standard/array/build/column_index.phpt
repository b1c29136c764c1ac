--TEST--
array_column() with an index key
--FILE--
<?php
$r = [['id' => 1, 'n' => 'a'], ['id' => 2, 'n' => 'b'], ['n' => 'c']];
var_dump(array_column($r, 'n', 'id'));
--EXPECT--
array(3) {
  [1]=>
  string(1) "a"
  [2]=>
  string(1) "b"
  [3]=>
  string(1) "c"
}
