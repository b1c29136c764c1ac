--TEST--
strrpos with an out-of-range offset throws ValueError
--FILE--
<?php
try {
    strrpos('abc', 'a', 10);
} catch (ValueError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ValueError: strrpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
