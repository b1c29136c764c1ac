--TEST--
time with an argument throws ArgumentCountError
--FILE--
<?php
try {
    time(1);
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: time() expects exactly 0 arguments, 1 given
