--TEST--
array_push on null throws TypeError
--FILE--
<?php
$n = null;
try {
    array_push($n, 1);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: array_push(): Argument #1 ($array) must be of type array, null given
