--TEST--
min without arguments throws ArgumentCountError
--FILE--
<?php
try {
    min();
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: min() expects at least 1 argument, 0 given
