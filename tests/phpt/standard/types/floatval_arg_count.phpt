--TEST--
floatval with two arguments throws ArgumentCountError
--FILE--
<?php
try {
    floatval('1', 2);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: floatval() expects exactly 1 argument, 2 given
