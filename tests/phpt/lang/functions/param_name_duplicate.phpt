--TEST--
Duplicate parameter names are a fatal error
--FILE--
<?php
function f($a, $a) {}
--EXPECTF--

Fatal error: Redefinition of parameter $a in %s on line 2
