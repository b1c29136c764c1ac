--TEST--
sprintf * width with invalid arguments
--FILE--
<?php
try {
    sprintf('%*d', -1, 5);
} catch (ValueError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
try {
    sprintf('%*d', 'x', 5);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
try {
    sprintf('%.*f', -2, 5);
} catch (ValueError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ValueError: Width must be greater than zero and less than 2147483647
ValueError: Width must be an integer
ValueError: Precision must be between -1 and 2147483647
