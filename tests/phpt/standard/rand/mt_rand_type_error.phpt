--TEST--
mt_rand with non-integer bounds throws TypeError
--FILE--
<?php
try {
    mt_rand('a', 5);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: mt_rand(): Argument #1 ($min) must be of type int, string given
