--TEST--
memory_get_usage with an array throws TypeError
--FILE--
<?php
try {
    memory_get_usage([]);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: memory_get_usage(): Argument #1 ($real_usage) must be of type bool, array given
