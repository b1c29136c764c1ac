--TEST--
is_numeric without arguments throws ArgumentCountError
--FILE--
<?php
try {
    is_numeric();
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: is_numeric() expects exactly 1 argument, 0 given
