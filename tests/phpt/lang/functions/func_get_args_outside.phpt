--TEST--
func_get_args outside a function throws
--FILE--
<?php
try { func_get_args(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
func_get_args() cannot be called from the global scope
