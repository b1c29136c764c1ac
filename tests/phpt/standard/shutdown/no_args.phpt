--TEST--
register_shutdown_function without arguments throws ArgumentCountError
--FILE--
<?php
try {
    register_shutdown_function();
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: register_shutdown_function() expects at least 1 argument, 0 given
