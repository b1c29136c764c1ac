--TEST--
allowed_classes false
--FILE--
<?php
var_dump(unserialize('O:8:"stdClass":1:{s:1:"a";i:1;}', ['allowed_classes' => false]));
--EXPECT--
object(__PHP_Incomplete_Class)#1 (2) {
  ["__PHP_Incomplete_Class_Name"]=>
  string(8) "stdClass"
  ["a"]=>
  int(1)
}
