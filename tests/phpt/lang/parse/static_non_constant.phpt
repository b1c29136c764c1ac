--TEST--
Static variable initialised by a non-constant expression
--FILE--
<?php
function f() { static $x = rand(); }
echo "ok";
--EXPECTF--

Fatal error: Constant expression contains invalid operations in %s on line 2
