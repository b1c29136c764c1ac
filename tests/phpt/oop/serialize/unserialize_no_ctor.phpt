--TEST--
unserialize does not call the constructor
--FILE--
<?php
class C { public $x = 1; function __construct() { echo "ctor\n"; $this->x = 2; } }
$s = serialize(new C); var_dump(unserialize($s));
--EXPECT--
ctor
object(C)#1 (1) {
  ["x"]=>
  int(2)
}
