--TEST--
stripos with an offset outside the haystack throws ValueError
--FILE--
<?php
try {
    stripos('abc', 'A', 5);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ValueError: stripos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
