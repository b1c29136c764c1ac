--TEST--
#[AllowDynamicProperties] on a trait
--FILE--
<?php
#[AllowDynamicProperties]
trait T {}
echo "ok\n";
?>
--EXPECTF--

Fatal error: Cannot apply #[AllowDynamicProperties] to trait in %s on line 3
