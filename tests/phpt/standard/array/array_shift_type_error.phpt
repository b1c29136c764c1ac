--TEST--
array_shift on an int throws TypeError
--FILE--
<?php
try {
    $i = 5;
    array_shift($i);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: array_shift(): Argument #1 ($array) must be of type array, int given
