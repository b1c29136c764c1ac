--TEST--
number_format with an array separator throws TypeError
--FILE--
<?php
try {
    number_format(1234.5, 1, [], ',');
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: number_format(): Argument #3 ($decimal_separator) must be of type ?string, array given
