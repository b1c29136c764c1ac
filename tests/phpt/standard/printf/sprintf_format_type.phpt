--TEST--
sprintf with an array format throws TypeError
--FILE--
<?php
try {
    sprintf([], 1);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: sprintf(): Argument #1 ($format) must be of type string, array given
