--TEST--
count without arguments throws ArgumentCountError
--FILE--
<?php
try {
    count();
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: count() expects at least 1 argument, 0 given
