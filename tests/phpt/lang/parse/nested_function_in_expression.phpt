--TEST--
Function declaration used as an expression
--FILE--
<?php
$x = function f() {};
--EXPECTF--

Parse error: syntax error, unexpected identifier "f", expecting "(" in %s on line 2
