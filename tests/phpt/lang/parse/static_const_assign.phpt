--TEST--
Parse error: static::X = v
--FILE--
<?php
class A { const X = 1; static function f() { static::X = 2; } }
--EXPECTF--

Parse error: syntax error, unexpected token "=" in %s on line 2
