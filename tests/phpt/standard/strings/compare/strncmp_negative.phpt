--TEST--
strncmp with a negative length
--FILE--
<?php
try { strncmp("a", "b", -1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
strncmp(): Argument #3 ($length) must be greater than or equal to 0
