--TEST--
usleep without arguments throws ArgumentCountError
--FILE--
<?php
try {
    usleep();
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: usleep() expects exactly 1 argument, 0 given
