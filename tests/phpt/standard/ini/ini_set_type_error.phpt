--TEST--
ini_set with an array value throws TypeError
--FILE--
<?php
try {
    ini_set('precision', []);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: ini_set(): Argument #2 ($value) must be of type string|int|float|bool|null
