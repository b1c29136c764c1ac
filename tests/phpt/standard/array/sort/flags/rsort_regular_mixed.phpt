--TEST--
rsort() with SORT_REGULAR on mixed values
--FILE--
<?php
$a = [10, "9", 2.5, "abc", "1e1", true, null, "", "B", "a", -3, "010"];
var_dump(rsort($a, SORT_REGULAR));
var_dump($a);
--EXPECT--
bool(true)
array(12) {
  [0]=>
  string(3) "abc"
  [1]=>
  string(1) "a"
  [2]=>
  int(10)
  [3]=>
  string(3) "1e1"
  [4]=>
  string(1) "9"
  [5]=>
  float(2.5)
  [6]=>
  bool(true)
  [7]=>
  string(1) "B"
  [8]=>
  string(3) "010"
  [9]=>
  int(-3)
  [10]=>
  NULL
  [11]=>
  string(0) ""
}
