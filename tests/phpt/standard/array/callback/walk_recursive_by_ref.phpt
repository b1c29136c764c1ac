--TEST--
array_walk_recursive() modifies nested leaves
--FILE--
<?php
$a = [1, [2, [3]], 4];
array_walk_recursive($a, function (&$v, $k, $m) { $v *= $m; }, 10);
var_dump($a);
--EXPECT--
array(3) {
  [0]=>
  int(10)
  [1]=>
  array(2) {
    [0]=>
    int(20)
    [1]=>
    array(1) {
      [0]=>
      int(30)
    }
  }
  [2]=>
  int(40)
}
