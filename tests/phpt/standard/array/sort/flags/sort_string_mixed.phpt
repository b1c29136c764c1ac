--TEST--
sort() with SORT_STRING on mixed values
--FILE--
<?php
$a = [10, "9", 2.5, "abc", "1e1", true, null, "", "B", "a", -3, "010"];
var_dump(sort($a, SORT_STRING));
var_dump($a);
--EXPECT--
bool(true)
array(12) {
  [0]=>
  NULL
  [1]=>
  string(0) ""
  [2]=>
  int(-3)
  [3]=>
  string(3) "010"
  [4]=>
  bool(true)
  [5]=>
  int(10)
  [6]=>
  string(3) "1e1"
  [7]=>
  float(2.5)
  [8]=>
  string(1) "9"
  [9]=>
  string(1) "B"
  [10]=>
  string(1) "a"
  [11]=>
  string(3) "abc"
}
