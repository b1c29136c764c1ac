--TEST--
allowed_classes as a list
--FILE--
<?php
$a = unserialize('O:8:"stdClass":0:{}', ['allowed_classes' => ['STDCLASS']]);
$b = unserialize('O:8:"stdClass":0:{}', ['allowed_classes' => ['Foo']]);
var_dump($a, $b);
--EXPECT--
object(stdClass)#1 (0) {
}
object(__PHP_Incomplete_Class)#2 (1) {
  ["__PHP_Incomplete_Class_Name"]=>
  string(8) "stdClass"
}
