--TEST--
Reserved keyword as a function name
--FILE--
<?php
function echo() {}
--EXPECTF--

Parse error: syntax error, unexpected token "echo", expecting "(" in %s on line 2
