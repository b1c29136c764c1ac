--TEST--
strncasecmp with a negative length
--FILE--
<?php
try { strncasecmp("a", "b", -5); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
strncasecmp(): Argument #3 ($length) must be greater than or equal to 0
