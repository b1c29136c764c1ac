--TEST--
fmod with a non-numeric string throws TypeError
--FILE--
<?php
try {
    fmod('a', 2);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: fmod(): Argument #1 ($num1) must be of type float, string given
