--TEST--
array_keys on a non-array throws TypeError
--FILE--
<?php
try {
    array_keys('abc');
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: array_keys(): Argument #1 ($array) must be of type array, string given
