--TEST--
$this in static context
--FILE--
<?php
class A { static function f() { return isset($this); } }
var_dump(A::f());
--EXPECT--
bool(false)
