--TEST--
sprintf with an oversized width throws ValueError
--FILE--
<?php
try {
    sprintf('%99999999999d', 1);
} catch (ValueError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ValueError: Width must be greater than zero and less than 2147483647
