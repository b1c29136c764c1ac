--TEST--
sqrt with invalid arguments
--FILE--
<?php
try {
    sqrt('four');
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
try {
    sqrt();
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: sqrt(): Argument #1 ($num) must be of type float, string given
ArgumentCountError: sqrt() expects exactly 1 argument, 0 given
