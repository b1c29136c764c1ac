--TEST--
sprintf width pads on the left by default
--FILE--
<?php
var_dump(sprintf('[%5d]', 42));
var_dump(sprintf('[%5s]', 'ab'));
var_dump(sprintf('[%2s]', 'abcdef'));
var_dump(sprintf('[%10.3f]', 3.14159));
--EXPECT--
string(7) "[   42]"
string(7) "[   ab]"
string(8) "[abcdef]"
string(12) "[     3.142]"
