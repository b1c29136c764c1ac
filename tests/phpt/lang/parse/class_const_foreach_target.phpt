--TEST--
Parse error: a class constant as a foreach target
--FILE--
<?php
class A { const X = 1; }
foreach ([1] as A::X) {}
--EXPECTF--

Parse error: syntax error, unexpected token ")", expecting "->" or "?->" or "{" or "[" in %s on line 3
