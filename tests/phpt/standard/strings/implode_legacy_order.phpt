--TEST--
implode with the array first is a TypeError in PHP 8
--FILE--
<?php
try {
    var_dump(implode(['a', 'b'], ','));
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: implode(): Argument #2 ($array) must be of type ?array, string given
