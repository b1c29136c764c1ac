--TEST--
Closure::bind with a class scope reads private static properties
--FILE--
<?php
class Vault { private static $secret = 's3'; private $inst = 'i'; }
$peek = function () { return static::$secret; };
$b = Closure::bind($peek, null, Vault::class);
var_dump($b());
$peek2 = function () { return $this->inst; };
var_dump(Closure::bind($peek2, new Vault, Vault::class)());
try { $peek(); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
--EXPECT--
string(2) "s3"
string(1) "i"
Error: Cannot access "static" when no class scope is active
