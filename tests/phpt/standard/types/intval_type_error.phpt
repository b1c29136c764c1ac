--TEST--
intval with too many arguments
--FILE--
<?php
try {
    intval('1', 10, 3);
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: intval() expects at most 2 arguments, 3 given
