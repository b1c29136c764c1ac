--TEST--
an invalid callback is a TypeError
--FILE--
<?php
try {
    preg_replace_callback('/a/', 'no_such_function', 'a');
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
--EXPECT--
preg_replace_callback(): Argument #2 ($callback) must be a valid callback, function "no_such_function" not found or invalid function name
