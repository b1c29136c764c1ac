--TEST--
str_repeat with negative times throws ValueError
--FILE--
<?php
try {
    str_repeat('a', -1);
} catch (ValueError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ValueError: str_repeat(): Argument #2 ($times) must be greater than or equal to 0
