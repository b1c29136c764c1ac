--TEST--
\n references
--FILE--
<?php
var_dump(preg_replace('/(\w+) (\w+)/', '\2 \1', 'hello world'));
var_dump(preg_replace('/(a)/', '\0\0', 'xax'));
--EXPECT--
string(11) "world hello"
string(4) "xaax"
