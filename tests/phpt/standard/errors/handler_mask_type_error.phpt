--TEST--
set_error_handler with a non-numeric mask throws TypeError
--FILE--
<?php
try {
    set_error_handler(null, 'x');
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: set_error_handler(): Argument #2 ($error_levels) must be of type int, string given
