--TEST--
number_format with an array throws TypeError
--FILE--
<?php
try {
    number_format([1]);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: number_format(): Argument #1 ($num) must be of type float, array given
