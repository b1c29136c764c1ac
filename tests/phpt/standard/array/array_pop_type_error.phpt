--TEST--
array_pop on a non-array throws TypeError
--FILE--
<?php
$s = 'abc';
try {
    array_pop($s);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: array_pop(): Argument #1 ($array) must be of type array, string given
