--TEST--
Declaring a function with a builtin name is a fatal error
--FILE--
<?php
function strlen($x) { return 0; }
--EXPECTF--

Fatal error: Cannot redeclare strlen() in %s on line 2
