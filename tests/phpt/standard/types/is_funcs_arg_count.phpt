--TEST--
is_* functions with wrong argument counts
--FILE--
<?php
try {
    is_int();
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
try {
    is_numeric(1, 2);
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: is_int() expects exactly 1 argument, 0 given
ArgumentCountError: is_numeric() expects exactly 1 argument, 2 given
