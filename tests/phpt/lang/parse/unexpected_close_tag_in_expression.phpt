--TEST--
Closing tag inside an expression
--FILE--
<?php
$x = 1 + ?>
2;
--EXPECTF--

Parse error: syntax error, unexpected token ";" in %s on line 2
