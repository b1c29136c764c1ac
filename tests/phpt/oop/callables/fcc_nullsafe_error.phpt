--TEST--
Cannot combine nullsafe operator with Closure creation
--FILE--
<?php
$o = null;
$f = $o?->m(...);
--EXPECTF--

Fatal error: Cannot combine nullsafe operator with Closure creation in %s on line 3
