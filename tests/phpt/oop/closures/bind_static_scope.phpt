--TEST--
Closure::bind with a scope only, for static access
--FILE--
<?php
class A { private static $s = "secret"; }
$f = static function() { return A::$s; };
$g = Closure::bind($f, null, A::class);
var_dump($g());
--EXPECT--
string(6) "secret"
