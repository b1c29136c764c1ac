--TEST--
nullsafe in write context is a compile error
--FILE--
<?php
$a = null;
$a?->b = 1;
--EXPECTF--

Fatal error: Can't use nullsafe operator in write context in %s on line 3
