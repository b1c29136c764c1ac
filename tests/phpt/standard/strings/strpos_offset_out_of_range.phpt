--TEST--
strpos with an offset outside the haystack throws ValueError
--FILE--
<?php
try {
    strpos('abc', 'a', 4);
} catch (ValueError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
try {
    strpos('abc', 'a', -4);
} catch (ValueError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ValueError: strpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
ValueError: strpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
