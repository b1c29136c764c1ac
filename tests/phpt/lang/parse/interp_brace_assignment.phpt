--TEST--
Parse error: an assignment inside {$...} interpolation
--FILE--
<?php
$a = 1;
echo "set {$a = 2}\n";
--EXPECTF--

Parse error: syntax error, unexpected token "=", expecting "->" or "?->" or "{" or "[" in %s on line 3
