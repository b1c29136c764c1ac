--TEST--
sort() with SORT_LOCALE_STRING on numeric values
--FILE--
<?php
$a = ["3", 10, "2.5", 1.0e1, "-1", 0, "0x1A", " 5", "5 ", 7];
var_dump(sort($a, SORT_LOCALE_STRING));
var_dump($a);
--EXPECT--
bool(true)
array(10) {
  [0]=>
  string(2) " 5"
  [1]=>
  string(2) "-1"
  [2]=>
  int(0)
  [3]=>
  string(4) "0x1A"
  [4]=>
  int(10)
  [5]=>
  float(10)
  [6]=>
  string(3) "2.5"
  [7]=>
  string(1) "3"
  [8]=>
  string(2) "5 "
  [9]=>
  int(7)
}
