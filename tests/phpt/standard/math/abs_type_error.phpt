--TEST--
abs of a non-numeric string throws TypeError
--FILE--
<?php
try {
    abs('abc');
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
try {
    abs([]);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: abs(): Argument #1 ($num) must be of type int|float, string given
TypeError: abs(): Argument #1 ($num) must be of type int|float, array given
