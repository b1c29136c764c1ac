--TEST--
A magic constant as a function name: php names the token in capitals
--FILE--
<?php
function __dir__() {}
--EXPECTF--

Parse error: syntax error, unexpected token "__DIR__", expecting "(" in %s on line 2
