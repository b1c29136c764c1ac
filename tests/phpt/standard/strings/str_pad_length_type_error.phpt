--TEST--
str_pad with a non-numeric length throws TypeError
--FILE--
<?php
try {
    str_pad('abc', 'ten');
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: str_pad(): Argument #2 ($length) must be of type int, string given
