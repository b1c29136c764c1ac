--TEST--
Invalid digit in octal literal is a parse error
--FILE--
<?php
echo "start\n";
$x = 0789;
--EXPECTF--

Parse error: Invalid numeric literal in %s on line 3
