--TEST--
Assigning to a literal
--FILE--
<?php
5 = $x;
--EXPECTF--

Parse error: syntax error, unexpected token "=" in %s on line 2
