--TEST--
static:: is not allowed in a constant expression
--FILE--
<?php
class A { const X = 1; const Y = static::X; }
echo "x\n";
--EXPECTF--

Fatal error: "static::" is not allowed in compile-time constants in %s on line 2
