--TEST--
calling a static method on a trait directly is deprecated
--FILE--
<?php
trait T { static function f() { return "f"; } public static $p = 1; }
echo T::f(), "\n";
echo T::$p, "\n";
--EXPECTF--

Deprecated: Calling static trait method T::f is deprecated, it should only be called on a class using the trait in %s on line 3
f

Deprecated: Accessing static trait property T::$p is deprecated, it should only be accessed on a class using the trait in %s on line 4
1
