--TEST--
ksort() with SORT_LOCALE_STRING on mixed keys
--FILE--
<?php
$a = ["b" => 1, "10" => 2, 9 => 3, "a" => 4, "1e1" => 5, -1 => 6, "B" => 7, "" => 8, "09" => 9];
var_dump(ksort($a, SORT_LOCALE_STRING));
var_dump($a);
--EXPECT--
bool(true)
array(9) {
  [""]=>
  int(8)
  [-1]=>
  int(6)
  ["09"]=>
  int(9)
  [10]=>
  int(2)
  ["1e1"]=>
  int(5)
  [9]=>
  int(3)
  ["B"]=>
  int(7)
  ["a"]=>
  int(4)
  ["b"]=>
  int(1)
}
