--TEST--
sprintf unknown format specifier throws ValueError
--FILE--
<?php
try {
    sprintf('%y', 1);
} catch (ValueError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ValueError: Unknown format specifier "y"
