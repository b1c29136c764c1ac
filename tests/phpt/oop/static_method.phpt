--TEST--
static method and property
--FILE--
<?php
class C { static $n = 0; static function inc() { return ++self::$n; } }
C::inc(); C::inc(); echo C::$n, "\n"; echo C::inc(), "\n";
--EXPECT--
2
3
