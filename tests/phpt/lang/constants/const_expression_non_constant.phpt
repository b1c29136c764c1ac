--TEST--
const initializer must be a constant expression
--FILE--
<?php
$x = 1;
const BAD = $x;
--EXPECTF--

Fatal error: Constant expression contains invalid operations in %s on line 3
