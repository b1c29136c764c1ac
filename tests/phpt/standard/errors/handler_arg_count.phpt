--TEST--
set_error_handler without arguments throws ArgumentCountError
--FILE--
<?php
try {
    set_error_handler();
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: set_error_handler() expects at least 1 argument, 0 given
