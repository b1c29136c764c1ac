--TEST--
strlen of an array throws TypeError
--FILE--
<?php
try {
    strlen([]);
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: strlen(): Argument #1 ($string) must be of type string, array given
