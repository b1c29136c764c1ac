--TEST--
nested objects get ids inner first
--FILE--
<?php
var_dump(json_decode('{"a":{"b":{}}}'));
--EXPECT--
object(stdClass)#3 (1) {
  ["a"]=>
  object(stdClass)#2 (1) {
    ["b"]=>
    object(stdClass)#1 (0) {
    }
  }
}
