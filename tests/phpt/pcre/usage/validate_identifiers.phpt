--TEST--
validating identifiers with preg_grep
--FILE--
<?php
print_r(preg_grep('/^[a-zA-Z_\x80-\xff][a-zA-Z0-9_\x80-\xff]*$/', ['foo', '1bar', '_x', 'a-b', 'ünï']));
--EXPECT--
Array
(
    [0] => foo
    [2] => _x
    [4] => ünï
)
