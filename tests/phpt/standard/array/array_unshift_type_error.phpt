--TEST--
array_unshift on a string throws TypeError
--FILE--
<?php
try {
    $s = 'abc';
    array_unshift($s, 1);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: array_unshift(): Argument #1 ($array) must be of type array, string given
