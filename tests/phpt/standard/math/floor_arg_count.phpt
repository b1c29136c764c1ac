--TEST--
floor without arguments throws ArgumentCountError
--FILE--
<?php
try {
    floor();
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: floor() expects exactly 1 argument, 0 given
