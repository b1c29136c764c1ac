--TEST--
ini_set with an array key throws TypeError
--FILE--
<?php
try {
    ini_set([], '1');
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: ini_set(): Argument #1 ($option) must be of type string, array given
