--TEST--
ini_get without arguments throws ArgumentCountError
--FILE--
<?php
try {
    ini_get();
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: ini_get() expects exactly 1 argument, 0 given
