--TEST--
asort() with SORT_NUMERIC on numeric values
--FILE--
<?php
$a = ["3", 10, "2.5", 1.0e1, "-1", 0, "0x1A", " 5", "5 ", 7];
var_dump(asort($a, SORT_NUMERIC));
var_dump($a);
--EXPECT--
bool(true)
array(10) {
  [4]=>
  string(2) "-1"
  [5]=>
  int(0)
  [6]=>
  string(4) "0x1A"
  [2]=>
  string(3) "2.5"
  [0]=>
  string(1) "3"
  [7]=>
  string(2) " 5"
  [8]=>
  string(2) "5 "
  [9]=>
  int(7)
  [1]=>
  int(10)
  [3]=>
  float(10)
}
