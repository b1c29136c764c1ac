--TEST--
boolval without arguments throws ArgumentCountError
--FILE--
<?php
try {
    boolval();
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: boolval() expects exactly 1 argument, 0 given
