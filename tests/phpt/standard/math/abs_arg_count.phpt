--TEST--
abs with two arguments throws ArgumentCountError
--FILE--
<?php
try {
    abs(1, 2);
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: abs() expects exactly 1 argument, 2 given
