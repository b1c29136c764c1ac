--TEST--
min and max with a single non-array argument throw TypeError
--FILE--
<?php
try {
    min(5);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
try {
    max('abc');
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: min(): Argument #1 ($value) must be of type array, int given
TypeError: max(): Argument #1 ($value) must be of type array, string given
