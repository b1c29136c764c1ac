--TEST--
str_repeat with a non-numeric times throws TypeError
--FILE--
<?php
try {
    str_repeat('a', 'x');
} catch (TypeError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
var_dump(str_repeat('a', '3'));
--EXPECT--
TypeError: str_repeat(): Argument #2 ($times) must be of type int, string given
string(3) "aaa"
