--TEST--
self, static and __CLASS__ inside a trait refer to the using class
--FILE--
<?php
trait T {
    function info() { return [self::class, static::class, __CLASS__, __TRAIT__, get_class($this), __FUNCTION__, __METHOD__]; }
}
class A { use T; }
class B extends A {}
print_r((new B)->info());
--EXPECT--
Array
(
    [0] => A
    [1] => B
    [2] => A
    [3] => T
    [4] => B
    [5] => info
    [6] => T::info
)
