--TEST--
unserialize sets properties the class lacks as dynamic
--FILE--
<?php
class C { public $x = 1; }
var_dump(unserialize("O:1:\"C\":2:{s:1:\"x\";i:5;s:1:\"y\";i:6;}"));
--EXPECTF--

Deprecated: Creation of dynamic property C::$y is deprecated in %s on line 3
object(C)#1 (2) {
  ["x"]=>
  int(5)
  ["y"]=>
  int(6)
}
