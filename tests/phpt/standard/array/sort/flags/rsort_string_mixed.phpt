--TEST--
rsort() with SORT_STRING on mixed values
--FILE--
<?php
$a = [10, "9", 2.5, "abc", "1e1", true, null, "", "B", "a", -3, "010"];
var_dump(rsort($a, SORT_STRING));
var_dump($a);
--EXPECT--
bool(true)
array(12) {
  [0]=>
  string(3) "abc"
  [1]=>
  string(1) "a"
  [2]=>
  string(1) "B"
  [3]=>
  string(1) "9"
  [4]=>
  float(2.5)
  [5]=>
  string(3) "1e1"
  [6]=>
  int(10)
  [7]=>
  bool(true)
  [8]=>
  string(3) "010"
  [9]=>
  int(-3)
  [10]=>
  NULL
  [11]=>
  string(0) ""
}
