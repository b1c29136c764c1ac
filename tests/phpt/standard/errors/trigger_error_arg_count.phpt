--TEST--
trigger_error without arguments throws ArgumentCountError
--FILE--
<?php
try {
    trigger_error();
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: trigger_error() expects at least 1 argument, 0 given
