--TEST--
match is reserved: not a function name
--FILE--
<?php
function match($x) { return $x; }
--EXPECTF--

Parse error: syntax error, unexpected token "match", expecting "(" in %s on line 2
