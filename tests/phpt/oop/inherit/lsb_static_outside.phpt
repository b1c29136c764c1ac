--TEST--
static:: and self:: outside a class are errors
--FILE--
<?php
function f() { return static::class; }
try { f(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--

Fatal error: Cannot use "static" when no class scope is active in %s on line 2
