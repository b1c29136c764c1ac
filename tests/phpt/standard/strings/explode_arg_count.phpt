--TEST--
explode with one argument throws ArgumentCountError
--FILE--
<?php
try {
    explode(',');
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: explode() expects at least 2 arguments, 1 given
