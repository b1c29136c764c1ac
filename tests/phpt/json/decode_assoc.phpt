--TEST--
objects as arrays
--FILE--
<?php
var_dump(json_decode('{"a":1,"b":{"c":[true]},"":2,"1":3,"01":4,"-5":5}', true));
--EXPECT--
array(6) {
  ["a"]=>
  int(1)
  ["b"]=>
  array(1) {
    ["c"]=>
    array(1) {
      [0]=>
      bool(true)
    }
  }
  [""]=>
  int(2)
  [1]=>
  int(3)
  ["01"]=>
  int(4)
  [-5]=>
  int(5)
}
