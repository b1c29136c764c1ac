--TEST--
set_exception_handler with a non-callable throws TypeError
--FILE--
<?php
try { set_exception_handler('nope'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
set_exception_handler(): Argument #1 ($callback) must be a valid callback or null, function "nope" not found or invalid function name
