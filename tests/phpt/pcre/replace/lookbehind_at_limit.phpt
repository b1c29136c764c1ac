--TEST--
limit with lookbehind patterns
--FILE--
<?php
var_dump(preg_replace('/(?<=a)b/', 'X', 'ababab', 2, $c), $c);
--EXPECT--
string(6) "aXaXab"
int(2)
