--TEST--
an unknown class becomes __PHP_Incomplete_Class
--FILE--
<?php
var_dump(unserialize('O:3:"Foo":1:{s:1:"a";i:1;}'));
--EXPECT--
object(__PHP_Incomplete_Class)#1 (2) {
  ["__PHP_Incomplete_Class_Name"]=>
  string(3) "Foo"
  ["a"]=>
  int(1)
}
