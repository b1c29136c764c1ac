--TEST--
substr with an array length throws TypeError
--FILE--
<?php
try {
    substr('abc', 0, []);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: substr(): Argument #3 ($length) must be of type ?int, array given
