--TEST--
the last duplicate key wins
--FILE--
<?php
var_dump(json_decode('{"a":1,"b":2,"a":3}', true), json_decode('{"1":1,"1":2}', true));
var_dump(json_decode('{"a":1,"b":2,"a":3}'));
--EXPECT--
array(2) {
  ["a"]=>
  int(3)
  ["b"]=>
  int(2)
}
array(1) {
  [1]=>
  int(2)
}
object(stdClass)#1 (2) {
  ["a"]=>
  int(3)
  ["b"]=>
  int(2)
}
