--TEST--
static properties with constant-expression defaults referencing self and parent
--FILE--
<?php
class A { const X = 2; public static $v = self::X * 10; public static $arr = [self::X => 'two']; }
class B extends A { const X = 3; public static $w = parent::X + self::X; }
var_dump(A::$v, A::$arr, B::$w, B::$v);
--EXPECT--
int(20)
array(1) {
  [2]=>
  string(3) "two"
}
int(5)
int(20)
