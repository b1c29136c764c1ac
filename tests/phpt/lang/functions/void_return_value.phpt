--TEST--
Returning a value from a void function is a fatal error
--FILE--
<?php
function v(): void { return 1; }
--EXPECTF--

Fatal error: A void function must not return a value in %s on line 2
