--TEST--
array_walk_recursive() leaves a copy untouched
--FILE--
<?php
$a = [[1, 2]];
$b = $a;
array_walk_recursive($a, function (&$v) { $v = 0; });
var_dump($a, $b);
--EXPECT--
array(1) {
  [0]=>
  array(2) {
    [0]=>
    int(0)
    [1]=>
    int(0)
  }
}
array(1) {
  [0]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
