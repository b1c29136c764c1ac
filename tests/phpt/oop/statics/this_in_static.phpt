--TEST--
$this in a static method is an error
--FILE--
<?php
class A { static function f() { return isset($this); } static function g() { return $this; } }
var_dump(A::f());
try { A::g(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
bool(false)
Using $this when not in object context
