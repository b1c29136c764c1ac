--TEST--
fmod with one argument throws ArgumentCountError
--FILE--
<?php
try {
    fmod(2);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: fmod() expects exactly 2 arguments, 1 given
