--TEST--
private constant
--FILE--
<?php
class A { private const X = 1; static function x() { return self::X; } }
echo A::x(), "\n"; try { echo A::X; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
1
Cannot access private constant A::X
