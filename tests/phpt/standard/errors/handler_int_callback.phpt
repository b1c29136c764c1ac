--TEST--
set_error_handler with an integer throws TypeError
--FILE--
<?php
try {
    set_error_handler(42);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: set_error_handler(): Argument #1 ($callback) must be a valid callback or null, no array or string given
