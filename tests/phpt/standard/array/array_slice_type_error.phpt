--TEST--
array_slice with a non-array throws TypeError
--FILE--
<?php
try {
    array_slice('abc', 1);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: array_slice(): Argument #1 ($array) must be of type array, string given
