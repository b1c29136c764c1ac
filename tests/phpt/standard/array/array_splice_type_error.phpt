--TEST--
array_splice on a non-array throws TypeError
--FILE--
<?php
$s = 'abc';
try {
    array_splice($s, 1);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: array_splice(): Argument #1 ($array) must be of type array, string given
