--TEST--
implode with a non-array throws TypeError
--FILE--
<?php
try {
    implode(',', 'abc');
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
try {
    implode('abc');
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: implode(): Argument #2 ($array) must be of type ?array, string given
TypeError: implode(): Argument #1 ($array) must be of type array, string given
