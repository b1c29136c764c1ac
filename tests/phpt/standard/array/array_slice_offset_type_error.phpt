--TEST--
array_slice with a non-numeric offset throws TypeError
--FILE--
<?php
try {
    array_slice([1, 2], 'x');
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: array_slice(): Argument #2 ($offset) must be of type int, string given
