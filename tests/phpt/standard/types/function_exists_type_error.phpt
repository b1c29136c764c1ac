--TEST--
function_exists with an array throws TypeError
--FILE--
<?php
try {
    function_exists([]);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: function_exists(): Argument #1 ($function) must be of type string, array given
