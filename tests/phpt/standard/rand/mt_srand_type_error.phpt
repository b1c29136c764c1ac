--TEST--
mt_srand with a non-numeric seed throws TypeError
--FILE--
<?php
try {
    mt_srand('seed');
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: mt_srand(): Argument #1 ($seed) must be of type int, string given
