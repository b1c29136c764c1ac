--TEST--
mt_rand with max less than min throws ValueError
--FILE--
<?php
try {
    mt_rand(10, 1);
} catch (ValueError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ValueError: mt_rand(): Argument #2 ($max) must be greater than or equal to argument #1 ($min)
