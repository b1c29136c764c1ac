--TEST--
random_int with one argument throws ArgumentCountError
--FILE--
<?php
try {
    random_int(1);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: random_int() expects exactly 2 arguments, 1 given
