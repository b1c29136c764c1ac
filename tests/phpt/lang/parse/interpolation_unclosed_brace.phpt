--TEST--
Unclosed complex interpolation in a string
--FILE--
<?php
$a = 1;
echo "value {$a";
--EXPECTF--

Parse error: syntax error, unexpected double-quote mark, expecting "->" or "?->" or "{" or "[" in %s on line 3
