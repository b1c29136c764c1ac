--TEST--
typed property uninitialized
--FILE--
<?php
class A { public int $x; }
$a = new A; try { echo $a->x; } catch (Error $e) { echo $e->getMessage(), "\n"; } $a->x = 1; var_dump($a);
--EXPECT--
Typed property A::$x must not be accessed before initialization
object(A)#1 (1) {
  ["x"]=>
  int(1)
}
