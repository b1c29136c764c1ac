--TEST--
array_merge with a string argument throws TypeError
--FILE--
<?php
try {
    array_merge('abc');
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: array_merge(): Argument #1 must be of type array, string given
