--TEST--
sort, rsort and asort of floats with NAN, INF, -0.0 and ties (regular comparison)
--FILE--
<?php
$a = [3.0, NAN, 1.0, -INF, NAN, 2.0, INF, -0.0, 0.0, 1.0];
$b = $a; sort($b); var_dump($b);
$c = $a; rsort($c); var_dump($c);
$d = $a; asort($d); var_dump(array_keys($d));
$e = [2.5, 1, 2.5, "2.5", 1.0, 0]; sort($e); var_dump($e);
--EXPECT--
array(10) {
  [0]=>
  float(-0)
  [1]=>
  float(0)
  [2]=>
  float(NAN)
  [3]=>
  float(-INF)
  [4]=>
  float(1)
  [5]=>
  float(1)
  [6]=>
  float(2)
  [7]=>
  float(NAN)
  [8]=>
  float(3)
  [9]=>
  float(INF)
}
array(10) {
  [0]=>
  float(3)
  [1]=>
  float(NAN)
  [2]=>
  float(INF)
  [3]=>
  float(1)
  [4]=>
  float(-INF)
  [5]=>
  float(NAN)
  [6]=>
  float(2)
  [7]=>
  float(1)
  [8]=>
  float(-0)
  [9]=>
  float(0)
}
array(10) {
  [0]=>
  int(7)
  [1]=>
  int(8)
  [2]=>
  int(4)
  [3]=>
  int(3)
  [4]=>
  int(2)
  [5]=>
  int(9)
  [6]=>
  int(5)
  [7]=>
  int(1)
  [8]=>
  int(0)
  [9]=>
  int(6)
}
array(6) {
  [0]=>
  int(0)
  [1]=>
  int(1)
  [2]=>
  float(1)
  [3]=>
  float(2.5)
  [4]=>
  float(2.5)
  [5]=>
  string(3) "2.5"
}
