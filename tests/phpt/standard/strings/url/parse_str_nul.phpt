--TEST--
parse_str stops at a NUL byte
--FILE--
<?php
parse_str("a=1&b=2\0&c=3", $r);
var_dump($r);
--EXPECT--
array(2) {
  ["a"]=>
  string(1) "1"
  ["b"]=>
  string(1) "2"
}
