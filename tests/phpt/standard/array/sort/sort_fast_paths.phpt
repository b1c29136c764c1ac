--TEST--
sort family fast paths: all floats (with NAN, -0.0, INF), all non-numeric strings, string keys that cannot be numeric, and the same sets with one numeric-looking member mixed in
--FILE--
<?php
$f = [2.5, -0.0, 0.0, -3.25, INF, -INF, 1e-9, 2.5];
sort($f); var_dump($f);
rsort($f); var_dump($f);
$g = ["b" => 1.5, "a" => -1.5, "c" => 1.5, "d" => 0.0];
asort($g); var_dump($g);
arsort($g); var_dump($g);
$s = ["banana", "Apple", "apple", "cherry", "", "banana", "ábc", "_x", "Zed"];
sort($s); var_dump($s);
rsort($s); var_dump($s);
$t = ["k10", "k9", "k1", " 5", "k2"];
sort($t); var_dump($t);
$u = ["x9", "x10", "10", "9", "abc", "1e1"];
sort($u); var_dump($u);
$k = ["k_2" => 1, "k_10" => 2, "a" => 3, "B" => 4, "b" => 5];
ksort($k); var_dump($k);
krsort($k); var_dump($k);
$m = ["b" => 1, "10" => 2, "9" => 3, "a" => 4, " 7" => 5, "-3" => 6];
ksort($m); var_dump($m);
krsort($m); var_dump($m);
$n = [1.5, "x", 0.5];
sort($n); var_dump($n);
$nan = [3.0, NAN, 1.0, 2.0];
sort($nan); var_dump($nan);
--EXPECT--
array(8) {
  [0]=>
  float(-INF)
  [1]=>
  float(-3.25)
  [2]=>
  float(-0)
  [3]=>
  float(0)
  [4]=>
  float(1.0E-9)
  [5]=>
  float(2.5)
  [6]=>
  float(2.5)
  [7]=>
  float(INF)
}
array(8) {
  [0]=>
  float(INF)
  [1]=>
  float(2.5)
  [2]=>
  float(2.5)
  [3]=>
  float(1.0E-9)
  [4]=>
  float(-0)
  [5]=>
  float(0)
  [6]=>
  float(-3.25)
  [7]=>
  float(-INF)
}
array(4) {
  ["a"]=>
  float(-1.5)
  ["d"]=>
  float(0)
  ["b"]=>
  float(1.5)
  ["c"]=>
  float(1.5)
}
array(4) {
  ["b"]=>
  float(1.5)
  ["c"]=>
  float(1.5)
  ["d"]=>
  float(0)
  ["a"]=>
  float(-1.5)
}
array(9) {
  [0]=>
  string(0) ""
  [1]=>
  string(5) "Apple"
  [2]=>
  string(3) "Zed"
  [3]=>
  string(2) "_x"
  [4]=>
  string(5) "apple"
  [5]=>
  string(6) "banana"
  [6]=>
  string(6) "banana"
  [7]=>
  string(6) "cherry"
  [8]=>
  string(4) "ábc"
}
array(9) {
  [0]=>
  string(4) "ábc"
  [1]=>
  string(6) "cherry"
  [2]=>
  string(6) "banana"
  [3]=>
  string(6) "banana"
  [4]=>
  string(5) "apple"
  [5]=>
  string(2) "_x"
  [6]=>
  string(3) "Zed"
  [7]=>
  string(5) "Apple"
  [8]=>
  string(0) ""
}
array(5) {
  [0]=>
  string(2) " 5"
  [1]=>
  string(2) "k1"
  [2]=>
  string(3) "k10"
  [3]=>
  string(2) "k2"
  [4]=>
  string(2) "k9"
}
array(6) {
  [0]=>
  string(1) "9"
  [1]=>
  string(2) "10"
  [2]=>
  string(3) "1e1"
  [3]=>
  string(3) "abc"
  [4]=>
  string(3) "x10"
  [5]=>
  string(2) "x9"
}
array(5) {
  ["B"]=>
  int(4)
  ["a"]=>
  int(3)
  ["b"]=>
  int(5)
  ["k_10"]=>
  int(2)
  ["k_2"]=>
  int(1)
}
array(5) {
  ["k_2"]=>
  int(1)
  ["k_10"]=>
  int(2)
  ["b"]=>
  int(5)
  ["a"]=>
  int(3)
  ["B"]=>
  int(4)
}
array(6) {
  [-3]=>
  int(6)
  [" 7"]=>
  int(5)
  [9]=>
  int(3)
  [10]=>
  int(2)
  ["a"]=>
  int(4)
  ["b"]=>
  int(1)
}
array(6) {
  ["b"]=>
  int(1)
  ["a"]=>
  int(4)
  [10]=>
  int(2)
  [9]=>
  int(3)
  [" 7"]=>
  int(5)
  [-3]=>
  int(6)
}
array(3) {
  [0]=>
  float(0.5)
  [1]=>
  float(1.5)
  [2]=>
  string(1) "x"
}
array(4) {
  [0]=>
  float(NAN)
  [1]=>
  float(1)
  [2]=>
  float(2)
  [3]=>
  float(3)
}
