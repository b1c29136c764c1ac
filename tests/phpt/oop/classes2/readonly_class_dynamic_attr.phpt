--TEST--
readonly class cannot take #[AllowDynamicProperties]
--FILE--
<?php
#[AllowDynamicProperties]
readonly class A {}
--EXPECTF--

Fatal error: Cannot apply #[AllowDynamicProperties] to readonly class A in %s on line 3
