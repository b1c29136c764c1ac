--TEST--
str_pad with an empty pad string throws ValueError
--FILE--
<?php
try {
    str_pad('abc', 10, '');
} catch (ValueError $e) {
    echo get_class($e) . ': ' . $e->getMessage(), "\n";
}
var_dump(str_pad('abc', 2, ''));
--EXPECT--
ValueError: str_pad(): Argument #3 ($pad_string) must be a non-empty string
string(3) "abc"
