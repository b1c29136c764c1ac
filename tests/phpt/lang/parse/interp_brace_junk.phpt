--TEST--
Parse error: a name after the variable inside {$...}
--FILE--
<?php
$a = [1];
echo "v {$a[0] b}\n";
--EXPECTF--

Parse error: syntax error, unexpected identifier "b", expecting "->" or "?->" or "{" or "[" in %s on line 3
