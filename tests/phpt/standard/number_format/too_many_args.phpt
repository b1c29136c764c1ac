--TEST--
number_format with five arguments throws ArgumentCountError
--FILE--
<?php
try {
    number_format(1, 2, '.', ',', 5);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: number_format() expects at most 4 arguments, 5 given
