--TEST--
#[AllowDynamicProperties] on a readonly class
--FILE--
<?php
#[AllowDynamicProperties]
readonly class R {}
echo "ok\n";
?>
--EXPECTF--

Fatal error: Cannot apply #[AllowDynamicProperties] to readonly class R in %s on line 3
