--TEST--
Parse error: a reference to a class constant
--FILE--
<?php
class A { const X = 1; }
$a = &A::X;
--EXPECTF--

Parse error: syntax error, unexpected token ";", expecting "->" or "?->" or "{" or "[" in %s on line 3
