--TEST--
count() with a bad mode
--FILE--
<?php
try { count([], 2); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
count(): Argument #2 ($mode) must be either COUNT_NORMAL or COUNT_RECURSIVE
