--TEST--
newInstanceWithoutConstructor
--FILE--
<?php
class A { public $x = 5; public function __construct() { echo "never\n"; $this->x = 9; } }
$o = (new ReflectionClass('A'))->newInstanceWithoutConstructor();
var_dump($o);
var_dump($o->x);
?>
--EXPECT--
object(A)#2 (1) {
  ["x"]=>
  int(5)
}
int(5)
