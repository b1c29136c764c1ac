--TEST--
krsort() with SORT_LOCALE_STRING on mixed keys
--FILE--
<?php
$a = ["b" => 1, "10" => 2, 9 => 3, "a" => 4, "1e1" => 5, -1 => 6, "B" => 7, "" => 8, "09" => 9];
var_dump(krsort($a, SORT_LOCALE_STRING));
var_dump($a);
--EXPECT--
bool(true)
array(9) {
  ["b"]=>
  int(1)
  ["a"]=>
  int(4)
  ["B"]=>
  int(7)
  [9]=>
  int(3)
  ["1e1"]=>
  int(5)
  [10]=>
  int(2)
  ["09"]=>
  int(9)
  [-1]=>
  int(6)
  [""]=>
  int(8)
}
