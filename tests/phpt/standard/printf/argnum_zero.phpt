--TEST--
sprintf argnum 0 throws ValueError
--FILE--
<?php
try {
    sprintf('%0$s', 'a');
} catch (ValueError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ValueError: Argument number specifier must be greater than zero and less than 2147483647
