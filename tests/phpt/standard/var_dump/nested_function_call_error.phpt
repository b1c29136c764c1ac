--TEST--
var_dump of a failing argument expression never prints
--FILE--
<?php
try {
    var_dump(strlen([]));
} catch (Throwable $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
--EXPECT--
TypeError: strlen(): Argument #1 ($string) must be of type string, array given
