--TEST--
mt_srand with a non-numeric mode throws TypeError
--FILE--
<?php
try {
    mt_srand(1, 'x');
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: mt_srand(): Argument #2 ($mode) must be of type int, string given
