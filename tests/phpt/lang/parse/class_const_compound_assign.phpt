--TEST--
Parse error: compound assignment to a class constant
--FILE--
<?php
class A { const X = 1; }
A::X += 2;
--EXPECTF--

Parse error: syntax error, unexpected token "+=" in %s on line 3
