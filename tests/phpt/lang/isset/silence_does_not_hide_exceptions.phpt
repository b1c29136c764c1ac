--TEST--
@ does not suppress exceptions
--FILE--
<?php
try { @strlen(); } catch (ArgumentCountError $e) { echo "caught: ", $e->getMessage(), "\n"; }
--EXPECT--
caught: strlen() expects exactly 1 argument, 0 given
