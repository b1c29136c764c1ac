--TEST--
Parse error: --A::X
--FILE--
<?php
class A { const X = 1; }
--A::X;
--EXPECTF--

Parse error: syntax error, unexpected token ";", expecting "->" or "?->" or "{" or "[" in %s on line 3
