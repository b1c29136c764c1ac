--TEST--
strpos with a non-numeric offset throws TypeError
--FILE--
<?php
try {
    strpos('abc', 'a', 'x');
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: strpos(): Argument #3 ($offset) must be of type int, string given
