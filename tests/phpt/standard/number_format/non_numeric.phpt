--TEST--
number_format with a non-numeric string throws TypeError
--FILE--
<?php
try {
    number_format('abc');
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: number_format(): Argument #1 ($num) must be of type float, string given
