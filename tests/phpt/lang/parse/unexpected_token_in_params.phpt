--TEST--
Invalid token in parameter list
--FILE--
<?php
function f($a,, $b) {}
--EXPECTF--

Parse error: syntax error, unexpected token ",", expecting variable in %s on line 2
