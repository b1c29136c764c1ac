--TEST--
array_merge with a non-array throws TypeError
--FILE--
<?php
try {
    array_merge([1], null);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: array_merge(): Argument #2 must be of type array, null given
