--TEST--
array_push without arguments throws ArgumentCountError
--FILE--
<?php
try {
    array_push();
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: array_push() expects at least 1 argument, 0 given
