--TEST--
strlen with wrong argument counts
--FILE--
<?php
try {
    strlen();
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
try {
    strlen('a', 'b');
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: strlen() expects exactly 1 argument, 0 given
ArgumentCountError: strlen() expects exactly 1 argument, 2 given
