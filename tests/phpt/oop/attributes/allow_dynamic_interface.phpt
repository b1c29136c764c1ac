--TEST--
#[AllowDynamicProperties] on an interface
--FILE--
<?php
#[AllowDynamicProperties]
interface I {}
echo "ok\n";
?>
--EXPECTF--

Fatal error: Cannot apply #[AllowDynamicProperties] to interface in %s on line 3
