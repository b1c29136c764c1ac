--TEST--
sprintf * precision must be an integer
--FILE--
<?php
try {
    sprintf('%.*f', 'two', 1.5);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ValueError: Precision must be an integer
