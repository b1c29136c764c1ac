--TEST--
array_key_exists with a string haystack throws TypeError
--FILE--
<?php
try {
    array_key_exists('a', 'abc');
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: array_key_exists(): Argument #2 ($array) must be of type array, string given
