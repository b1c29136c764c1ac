--TEST--
vsprintf with a positional argument beyond the array throws ValueError
--FILE--
<?php
try {
    vsprintf('%3$s', ['a']);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ValueError: The arguments array must contain 3 items, 1 given
