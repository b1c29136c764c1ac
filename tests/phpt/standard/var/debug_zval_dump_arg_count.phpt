--TEST--
debug_zval_dump with no arguments
--FILE--
<?php
try { debug_zval_dump(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
debug_zval_dump() expects at least 1 argument, 0 given
