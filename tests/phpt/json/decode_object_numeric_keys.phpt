--TEST--
numeric keys on objects stay strings
--FILE--
<?php
var_dump(json_decode('{"1":"a","x":"b","":"c"}'));
--EXPECT--
object(stdClass)#1 (3) {
  ["1"]=>
  string(1) "a"
  ["x"]=>
  string(1) "b"
  [""]=>
  string(1) "c"
}
