--TEST--
hrtime with an array throws TypeError
--FILE--
<?php
try {
    hrtime([]);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: hrtime(): Argument #1 ($as_number) must be of type bool, array given
