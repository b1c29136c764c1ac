--TEST--
sort() with INF and -INF
--FILE--
<?php
$a = [INF, 1, -INF, 0];
sort($a);
var_dump($a);
rsort($a);
var_dump($a);
--EXPECT--
array(4) {
  [0]=>
  float(-INF)
  [1]=>
  int(0)
  [2]=>
  int(1)
  [3]=>
  float(INF)
}
array(4) {
  [0]=>
  float(INF)
  [1]=>
  int(1)
  [2]=>
  int(0)
  [3]=>
  float(-INF)
}
