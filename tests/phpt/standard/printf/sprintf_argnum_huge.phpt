--TEST--
sprintf with an enormous argnum throws ValueError
--FILE--
<?php
try {
    sprintf('%2147483648$s', 'a');
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ValueError: Argument number specifier must be greater than zero and less than 2147483647
