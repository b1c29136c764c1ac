--TEST--
intdiv with one argument throws ArgumentCountError
--FILE--
<?php
try {
    intdiv(1);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: intdiv() expects exactly 2 arguments, 1 given
