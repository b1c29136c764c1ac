--TEST--
min and max of an empty array throw ValueError
--FILE--
<?php
try {
    min([]);
} catch (ValueError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
try {
    max([]);
} catch (ValueError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ValueError: min(): Argument #1 ($value) must contain at least one element
ValueError: max(): Argument #1 ($value) must contain at least one element
