--TEST--
vsprintf with too few array elements throws ValueError
--FILE--
<?php
try {
    vsprintf('%s %s', ['a']);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ValueError: The arguments array must contain 2 items, 1 given
