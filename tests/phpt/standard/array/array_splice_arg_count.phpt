--TEST--
array_splice with one argument throws ArgumentCountError
--FILE--
<?php
try {
    $a = [1];
    array_splice($a);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: array_splice() expects at least 2 arguments, 1 given
