--TEST--
pow with one argument throws ArgumentCountError
--FILE--
<?php
try {
    pow(2);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: pow() expects exactly 2 arguments, 1 given
