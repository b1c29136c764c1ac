--TEST--
range with one argument throws ArgumentCountError
--FILE--
<?php
try {
    range(1);
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: range() expects at least 2 arguments, 1 given
