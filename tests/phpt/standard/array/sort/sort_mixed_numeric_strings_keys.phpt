--TEST--
asort() of numeric strings, ints and floats
--FILE--
<?php
$a = ['a' => '1e3', 'b' => 1000, 'c' => '1000.0', 'd' => 999.5, 'e' => ' 1000', 'f' => '0x10', 'g' => 16];
asort($a);
var_dump($a);
--EXPECT--
array(7) {
  ["d"]=>
  float(999.5)
  ["a"]=>
  string(3) "1e3"
  ["b"]=>
  int(1000)
  ["c"]=>
  string(6) "1000.0"
  ["e"]=>
  string(5) " 1000"
  ["f"]=>
  string(4) "0x10"
  ["g"]=>
  int(16)
}
