--TEST--
Parse error: unset() of a class constant
--FILE--
<?php
class A { const X = 1; }
unset(A::X);
--EXPECTF--

Parse error: syntax error, unexpected token ")", expecting "->" or "?->" or "{" or "[" in %s on line 3
