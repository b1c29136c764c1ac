--TEST--
arsort() with SORT_STRING on mixed values
--FILE--
<?php
$a = [10, "9", 2.5, "abc", "1e1", true, null, "", "B", "a", -3, "010"];
var_dump(arsort($a, SORT_STRING));
var_dump($a);
--EXPECT--
bool(true)
array(12) {
  [3]=>
  string(3) "abc"
  [9]=>
  string(1) "a"
  [8]=>
  string(1) "B"
  [1]=>
  string(1) "9"
  [2]=>
  float(2.5)
  [4]=>
  string(3) "1e1"
  [0]=>
  int(10)
  [5]=>
  bool(true)
  [11]=>
  string(3) "010"
  [10]=>
  int(-3)
  [6]=>
  NULL
  [7]=>
  string(0) ""
}
