--TEST--
Function declaration without a body
--FILE--
<?php
function f();
--EXPECTF--

Parse error: syntax error, unexpected token ";", expecting "{" in %s on line 2
