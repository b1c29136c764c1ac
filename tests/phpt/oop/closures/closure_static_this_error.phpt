--TEST--
Using $this in a static closure is an Error
--FILE--
<?php
class A { function m() { return static function() { return $this; }; } }
$f = (new A)->m();
try { $f(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Using $this when not in object context
