--TEST--
number_format without arguments throws ArgumentCountError
--FILE--
<?php
try {
    number_format();
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: number_format() expects at least 1 argument, 0 given
