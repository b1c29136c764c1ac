--TEST--
Unserializing an unknown class gives __PHP_Incomplete_Class
--FILE--
<?php
$s = 'O:7:"Missing":1:{s:1:"p";i:5;}';
$o = unserialize($s);
var_dump($o);
var_dump(get_class($o), serialize($o) === $s);
try { $o->p; } catch (Error $e) { echo "err\n"; }
--EXPECTF--
object(__PHP_Incomplete_Class)#1 (2) {
  ["__PHP_Incomplete_Class_Name"]=>
  string(7) "Missing"
  ["p"]=>
  int(5)
}
string(22) "__PHP_Incomplete_Class"
bool(true)

Warning: main(): The script tried to access a property on an incomplete object. Please ensure that the class definition "Missing" of the object you are trying to operate on was loaded _before_ unserialize() gets called or provide an autoloader to load the class definition in %s on line 6
