--TEST--
array_column() with a null column returns whole rows
--FILE--
<?php
$r = [['id' => 10, 'n' => 'a'], ['id' => 20, 'n' => 'b']];
var_dump(array_column($r, null, 'id'));
--EXPECT--
array(2) {
  [10]=>
  array(2) {
    ["id"]=>
    int(10)
    ["n"]=>
    string(1) "a"
  }
  [20]=>
  array(2) {
    ["id"]=>
    int(20)
    ["n"]=>
    string(1) "b"
  }
}
