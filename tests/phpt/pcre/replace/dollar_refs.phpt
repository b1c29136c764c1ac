--TEST--
$n references
--FILE--
<?php
var_dump(preg_replace('/(\w+) (\w+)/', '$2 $1', 'hello world'));
var_dump(preg_replace('/(\w+)/', '<$0>', 'a b'));
--EXPECT--
string(11) "world hello"
string(7) "<a> <b>"
