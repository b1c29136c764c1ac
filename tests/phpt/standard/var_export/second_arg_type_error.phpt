--TEST--
var_export with an array as return flag throws TypeError
--FILE--
<?php
try {
    var_export(1, []);
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: var_export(): Argument #2 ($return) must be of type bool, array given
