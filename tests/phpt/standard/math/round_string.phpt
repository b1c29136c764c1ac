--TEST--
round of a non-numeric string throws TypeError
--FILE--
<?php
try {
    round('abc');
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: round(): Argument #1 ($num) must be of type int|float, string given
