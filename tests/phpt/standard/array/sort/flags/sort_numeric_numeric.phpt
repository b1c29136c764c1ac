--TEST--
sort() with SORT_NUMERIC on numeric values
--FILE--
<?php
$a = ["3", 10, "2.5", 1.0e1, "-1", 0, "0x1A", " 5", "5 ", 7];
var_dump(sort($a, SORT_NUMERIC));
var_dump($a);
--EXPECT--
bool(true)
array(10) {
  [0]=>
  string(2) "-1"
  [1]=>
  int(0)
  [2]=>
  string(4) "0x1A"
  [3]=>
  string(3) "2.5"
  [4]=>
  string(1) "3"
  [5]=>
  string(2) " 5"
  [6]=>
  string(2) "5 "
  [7]=>
  int(7)
  [8]=>
  int(10)
  [9]=>
  float(10)
}
