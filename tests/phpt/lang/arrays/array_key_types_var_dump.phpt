--TEST--
var_dump of int and string keys
--FILE--
<?php
var_dump(["10" => 1, "010" => 2, "1e1" => 3, "0x1" => 4, "-1" => 5, "+1" => 6, "00" => 7]);
--EXPECT--
array(7) {
  [10]=>
  int(1)
  ["010"]=>
  int(2)
  ["1e1"]=>
  int(3)
  ["0x1"]=>
  int(4)
  [-1]=>
  int(5)
  ["+1"]=>
  int(6)
  ["00"]=>
  int(7)
}
