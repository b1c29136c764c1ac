--TEST--
number_format with a non-numeric decimals throws TypeError
--FILE--
<?php
try {
    number_format(1.5, 'x');
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: number_format(): Argument #2 ($decimals) must be of type int, string given
