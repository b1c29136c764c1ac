--TEST--
dynamic property deprecation
--FILE--
<?php
class A {}
$a = new A; $a->x = 1; var_dump($a);
--EXPECTF--

Deprecated: Creation of dynamic property A::$x is deprecated in %s on line 3
object(A)#1 (1) {
  ["x"]=>
  int(1)
}
