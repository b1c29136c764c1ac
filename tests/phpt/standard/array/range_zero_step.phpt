--TEST--
range with a zero step throws ValueError
--FILE--
<?php
try {
    range(1, 5, 0);
} catch (ValueError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ValueError: range(): Argument #3 ($step) must not exceed the specified range
