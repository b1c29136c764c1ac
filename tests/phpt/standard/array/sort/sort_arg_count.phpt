--TEST--
sort() with no arguments
--FILE--
<?php
try { sort(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
sort() expects at least 1 argument, 0 given
