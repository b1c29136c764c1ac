--TEST--
printf without arguments throws ArgumentCountError
--FILE--
<?php
try {
    printf();
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: printf() expects at least 1 argument, 0 given
