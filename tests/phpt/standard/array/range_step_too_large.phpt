--TEST--
range with a step exceeding the range
--FILE--
<?php
try {
    var_dump(range(1, 3, 10));
} catch (ValueError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
try {
    var_dump(range(0, 1, 2.5));
} catch (ValueError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ValueError: range(): Argument #3 ($step) must not exceed the specified range
ValueError: range(): Argument #3 ($step) must not exceed the specified range
