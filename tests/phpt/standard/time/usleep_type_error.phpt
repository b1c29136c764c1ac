--TEST--
usleep with a string throws TypeError
--FILE--
<?php
try {
    usleep('abc');
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: usleep(): Argument #1 ($microseconds) must be of type int, string given
