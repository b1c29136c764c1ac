--TEST--
sort() with SORT_REGULAR on mixed values
--FILE--
<?php
$a = [10, "9", 2.5, "abc", "1e1", true, null, "", "B", "a", -3, "010"];
var_dump(sort($a, SORT_REGULAR));
var_dump($a);
--EXPECT--
bool(true)
array(12) {
  [0]=>
  NULL
  [1]=>
  string(0) ""
  [2]=>
  float(2.5)
  [3]=>
  string(1) "9"
  [4]=>
  int(10)
  [5]=>
  string(3) "1e1"
  [6]=>
  string(3) "abc"
  [7]=>
  bool(true)
  [8]=>
  int(-3)
  [9]=>
  string(3) "010"
  [10]=>
  string(1) "B"
  [11]=>
  string(1) "a"
}
