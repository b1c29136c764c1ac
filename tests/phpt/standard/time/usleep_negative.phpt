--TEST--
usleep with a negative value throws ValueError
--FILE--
<?php
try {
    usleep(-1);
} catch (ValueError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ValueError: usleep(): Argument #1 ($microseconds) must be greater than or equal to 0
