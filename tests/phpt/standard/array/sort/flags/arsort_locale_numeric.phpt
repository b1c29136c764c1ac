--TEST--
arsort() with SORT_LOCALE_STRING on numeric values
--FILE--
<?php
$a = ["3", 10, "2.5", 1.0e1, "-1", 0, "0x1A", " 5", "5 ", 7];
var_dump(arsort($a, SORT_LOCALE_STRING));
var_dump($a);
--EXPECT--
bool(true)
array(10) {
  [9]=>
  int(7)
  [8]=>
  string(2) "5 "
  [0]=>
  string(1) "3"
  [2]=>
  string(3) "2.5"
  [1]=>
  int(10)
  [3]=>
  float(10)
  [6]=>
  string(4) "0x1A"
  [5]=>
  int(0)
  [4]=>
  string(2) "-1"
  [7]=>
  string(2) " 5"
}
