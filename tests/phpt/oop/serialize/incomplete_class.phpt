--TEST--
unserialize of an unknown class gives __PHP_Incomplete_Class
--FILE--
<?php
$u = unserialize(serialize(new stdClass)); var_dump($u);
$i = unserialize("O:7:\"Missing\":1:{s:1:\"a\";i:1;}");
var_dump($i); var_dump(get_class($i)); var_dump(serialize($i));
--EXPECT--
object(stdClass)#1 (0) {
}
object(__PHP_Incomplete_Class)#2 (2) {
  ["__PHP_Incomplete_Class_Name"]=>
  string(7) "Missing"
  ["a"]=>
  int(1)
}
string(22) "__PHP_Incomplete_Class"
string(30) "O:7:"Missing":1:{s:1:"a";i:1;}"
