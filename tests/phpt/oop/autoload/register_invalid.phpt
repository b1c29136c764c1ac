--TEST--
spl_autoload_register with a non-callable throws TypeError
--FILE--
<?php
try { spl_autoload_register('no_such_function'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { spl_autoload_register([new stdClass, 'x']); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
spl_autoload_register(): Argument #1 ($callback) must be a valid callback or null, function "no_such_function" not found or invalid function name
spl_autoload_register(): Argument #1 ($callback) must be a valid callback or null, class stdClass does not have a method "x"
