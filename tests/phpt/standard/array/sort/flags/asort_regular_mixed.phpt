--TEST--
asort() with SORT_REGULAR on mixed values
--FILE--
<?php
$a = [10, "9", 2.5, "abc", "1e1", true, null, "", "B", "a", -3, "010"];
var_dump(asort($a, SORT_REGULAR));
var_dump($a);
--EXPECT--
bool(true)
array(12) {
  [6]=>
  NULL
  [7]=>
  string(0) ""
  [2]=>
  float(2.5)
  [1]=>
  string(1) "9"
  [0]=>
  int(10)
  [4]=>
  string(3) "1e1"
  [3]=>
  string(3) "abc"
  [5]=>
  bool(true)
  [10]=>
  int(-3)
  [11]=>
  string(3) "010"
  [8]=>
  string(1) "B"
  [9]=>
  string(1) "a"
}
