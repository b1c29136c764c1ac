--TEST--
var_export without arguments throws ArgumentCountError
--FILE--
<?php
try {
    var_export();
} catch (ArgumentCountError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
ArgumentCountError: var_export() expects at least 1 argument, 0 given
