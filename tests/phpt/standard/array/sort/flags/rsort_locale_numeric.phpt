--TEST--
rsort() with SORT_LOCALE_STRING on numeric values
--FILE--
<?php
$a = ["3", 10, "2.5", 1.0e1, "-1", 0, "0x1A", " 5", "5 ", 7];
var_dump(rsort($a, SORT_LOCALE_STRING));
var_dump($a);
--EXPECT--
bool(true)
array(10) {
  [0]=>
  int(7)
  [1]=>
  string(2) "5 "
  [2]=>
  string(1) "3"
  [3]=>
  string(3) "2.5"
  [4]=>
  int(10)
  [5]=>
  float(10)
  [6]=>
  string(4) "0x1A"
  [7]=>
  int(0)
  [8]=>
  string(2) "-1"
  [9]=>
  string(2) " 5"
}
