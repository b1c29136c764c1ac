--TEST--
implode with three arguments throws ArgumentCountError
--FILE--
<?php
try {
    implode(',', [1], 2);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: implode() expects at most 2 arguments, 3 given
