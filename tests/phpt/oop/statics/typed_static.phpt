--TEST--
typed static properties check assignments and are uninitialized without default
--FILE--
<?php
class A { public static int $n = 0; public static ?string $s; }
A::$n = "5";
var_dump(A::$n);
try { A::$n = "x"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { echo A::$s; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
int(5)
Cannot assign string to property A::$n of type int
Typed static property A::$s must not be accessed before initialization
