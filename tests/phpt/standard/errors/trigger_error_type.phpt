--TEST--
trigger_error with an array message throws TypeError
--FILE--
<?php
try {
    trigger_error([]);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: trigger_error(): Argument #1 ($message) must be of type string, array given
