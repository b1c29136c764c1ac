--TEST--
microtime with an array throws TypeError
--FILE--
<?php
try {
    microtime([]);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: microtime(): Argument #1 ($as_float) must be of type bool, array given
