--TEST--
substr with too many arguments throws ArgumentCountError
--FILE--
<?php
try {
    substr('abc', 0, 1, 2);
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: substr() expects at most 3 arguments, 4 given
