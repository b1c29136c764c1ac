--TEST--
Parse error: {$...} interpolation holds only a variable, not an expression
--FILE--
<?php
$a = 1;
echo "sum {$a + 1}\n";
--EXPECTF--

Parse error: syntax error, unexpected token "+", expecting "->" or "?->" or "{" or "[" in %s on line 3
