--TEST--
stdClass objects
--FILE--
<?php
var_dump(unserialize('O:8:"stdClass":2:{s:1:"a";i:1;s:1:"b";a:1:{i:0;i:2;}}'));
--EXPECT--
object(stdClass)#1 (2) {
  ["a"]=>
  int(1)
  ["b"]=>
  array(1) {
    [0]=>
    int(2)
  }
}
