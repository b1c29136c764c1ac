--TEST--
strrpos with a negative offset before the start throws ValueError
--FILE--
<?php
try {
    strrpos('abc', 'a', -4);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ValueError: strrpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
