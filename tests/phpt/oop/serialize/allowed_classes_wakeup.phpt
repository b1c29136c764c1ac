--TEST--
allowed_classes excluded class gets no __wakeup
--FILE--
<?php
class W { public $x = 1; function __wakeup() { echo "wakeup\n"; } }
$s = serialize(new W);
var_dump(unserialize($s, ["allowed_classes" => false]));
var_dump(unserialize($s));
--EXPECT--
object(__PHP_Incomplete_Class)#1 (2) {
  ["__PHP_Incomplete_Class_Name"]=>
  string(1) "W"
  ["x"]=>
  int(1)
}
wakeup
object(W)#1 (1) {
  ["x"]=>
  int(1)
}
