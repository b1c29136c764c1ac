--TEST--
Nullsafe dynamic method with (...)
--FILE--
<?php
$o = null;
$m = "f";
$f = $o?->$m(...);
--EXPECTF--

Fatal error: Cannot combine nullsafe operator with Closure creation in %s on line 4
