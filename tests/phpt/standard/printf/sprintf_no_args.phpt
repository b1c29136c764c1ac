--TEST--
sprintf with no arguments throws ArgumentCountError
--FILE--
<?php
try {
    sprintf();
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: sprintf() expects at least 1 argument, 0 given
