--TEST--
glob with an invalid flag
--FILE--
<?php
try { glob('*', 1 << 20); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--

Warning: glob(): At least one of the passed flags is invalid or not supported on this platform in %s on line 2
