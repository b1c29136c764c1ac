--TEST--
count_chars with a bad mode
--FILE--
<?php
try { count_chars("a", 5); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { count_chars("a", -1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
count_chars(): Argument #2 ($mode) must be between 0 and 4 (inclusive)
count_chars(): Argument #2 ($mode) must be between 0 and 4 (inclusive)
