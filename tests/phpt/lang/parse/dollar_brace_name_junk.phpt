--TEST--
Parse error: ${name followed by another token
--FILE--
<?php
$a = 1;
echo "v ${a b}\n";
--EXPECTF--

Parse error: syntax error, unexpected identifier "b" in %s on line 3
