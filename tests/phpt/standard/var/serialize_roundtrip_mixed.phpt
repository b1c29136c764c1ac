--TEST--
a mixed structure round-trips
--FILE--
<?php
$a = ['int' => 1, 'float' => 0.1 + 0.2, 'neg' => -0.0, 'str' => "multi\nline", 'list' => [1, [2, [3]]], 'map' => ['x' => null, 'y' => false], 7 => INF];
var_dump(unserialize(serialize($a)) === $a);
var_dump(unserialize(serialize($a)));
--EXPECT--
bool(true)
array(7) {
  ["int"]=>
  int(1)
  ["float"]=>
  float(0.30000000000000004)
  ["neg"]=>
  float(-0)
  ["str"]=>
  string(10) "multi
line"
  ["list"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    array(2) {
      [0]=>
      int(2)
      [1]=>
      array(1) {
        [0]=>
        int(3)
      }
    }
  }
  ["map"]=>
  array(2) {
    ["x"]=>
    NULL
    ["y"]=>
    bool(false)
  }
  [7]=>
  float(INF)
}
