--TEST--
var_dump with no arguments throws ArgumentCountError
--FILE--
<?php
try {
    var_dump();
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: var_dump() expects at least 1 argument, 0 given
