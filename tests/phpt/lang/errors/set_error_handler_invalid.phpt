--TEST--
set_error_handler with an invalid callback
--FILE--
<?php
try { set_error_handler('not_a_function'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
set_error_handler(): Argument #1 ($callback) must be a valid callback or null, function "not_a_function" not found or invalid function name
