--TEST--
rsort() with SORT_NUMERIC on numeric values
--FILE--
<?php
$a = ["3", 10, "2.5", 1.0e1, "-1", 0, "0x1A", " 5", "5 ", 7];
var_dump(rsort($a, SORT_NUMERIC));
var_dump($a);
--EXPECT--
bool(true)
array(10) {
  [0]=>
  int(10)
  [1]=>
  float(10)
  [2]=>
  int(7)
  [3]=>
  string(2) " 5"
  [4]=>
  string(2) "5 "
  [5]=>
  string(1) "3"
  [6]=>
  string(3) "2.5"
  [7]=>
  int(0)
  [8]=>
  string(4) "0x1A"
  [9]=>
  string(2) "-1"
}
