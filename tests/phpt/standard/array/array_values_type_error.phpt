--TEST--
array_values of a non-array throws TypeError
--FILE--
<?php
try {
    array_values(null);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: array_values(): Argument #1 ($array) must be of type array, null given
