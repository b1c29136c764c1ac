--TEST--
ini_set with one argument throws ArgumentCountError
--FILE--
<?php
try {
    ini_set('precision');
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: ini_set() expects exactly 2 arguments, 1 given
