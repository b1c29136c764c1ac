--TEST--
sort() of values whose comparison is not transitive
--FILE--
<?php
$a = ['10', 9, '9a', 1.5, 'abc', true, '1e1', null, 'Z', 0];
sort($a);
var_dump($a);
rsort($a);
var_dump($a);
--EXPECT--
array(10) {
  [0]=>
  NULL
  [1]=>
  int(0)
  [2]=>
  float(1.5)
  [3]=>
  int(9)
  [4]=>
  string(2) "10"
  [5]=>
  string(2) "9a"
  [6]=>
  string(3) "abc"
  [7]=>
  bool(true)
  [8]=>
  string(3) "1e1"
  [9]=>
  string(1) "Z"
}
array(10) {
  [0]=>
  string(3) "abc"
  [1]=>
  string(1) "Z"
  [2]=>
  string(2) "9a"
  [3]=>
  string(2) "10"
  [4]=>
  int(9)
  [5]=>
  float(1.5)
  [6]=>
  bool(true)
  [7]=>
  string(3) "1e1"
  [8]=>
  NULL
  [9]=>
  int(0)
}
