--TEST--
ob functions take no arguments
--FILE--
<?php
try { ob_get_level(1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { ob_get_clean(1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
ob_get_level() expects exactly 0 arguments, 1 given
ob_get_clean() expects exactly 0 arguments, 1 given
