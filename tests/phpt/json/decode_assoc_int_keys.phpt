--TEST--
integer-like keys in assoc mode
--FILE--
<?php
var_dump(json_decode('{"0":"a","1":"b","-1":"c","1.0":"d"}', true));
--EXPECT--
array(4) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
  [-1]=>
  string(1) "c"
  ["1.0"]=>
  string(1) "d"
}
