--TEST--
error_reporting with an array throws TypeError
--FILE--
<?php
try {
    error_reporting([]);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: error_reporting(): Argument #1 ($error_level) must be of type ?int, array given
