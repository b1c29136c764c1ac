--TEST--
str_pad with one argument throws ArgumentCountError
--FILE--
<?php
try {
    str_pad('abc');
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: str_pad() expects at least 2 arguments, 1 given
