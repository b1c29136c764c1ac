--TEST--
set_error_handler with a non-callable throws TypeError
--FILE--
<?php
try {
    set_error_handler('no_such_function');
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: set_error_handler(): Argument #1 ($callback) must be a valid callback or null, function "no_such_function" not found or invalid function name
