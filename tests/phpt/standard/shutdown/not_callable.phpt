--TEST--
register_shutdown_function with a non-callable throws TypeError
--FILE--
<?php
try {
    register_shutdown_function('does_not_exist');
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: register_shutdown_function(): Argument #1 ($callback) must be a valid callback, function "does_not_exist" not found or invalid function name
