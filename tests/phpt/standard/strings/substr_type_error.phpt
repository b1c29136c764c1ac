--TEST--
substr with invalid argument types throws TypeError
--FILE--
<?php
try {
    substr('abc', 'x');
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
try {
    substr([], 0);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: substr(): Argument #2 ($offset) must be of type int, string given
TypeError: substr(): Argument #1 ($string) must be of type string, array given
