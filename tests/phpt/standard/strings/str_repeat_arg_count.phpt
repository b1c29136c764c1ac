--TEST--
str_repeat with one argument throws ArgumentCountError
--FILE--
<?php
try {
    str_repeat('a');
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: str_repeat() expects exactly 2 arguments, 1 given
