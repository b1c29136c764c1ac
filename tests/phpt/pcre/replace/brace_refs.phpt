--TEST--
${n} references followed by digits
--FILE--
<?php
var_dump(preg_replace('/(a)/', '${1}1', 'xax'));
var_dump(preg_replace('/(a)/', '$11', 'xax'));
var_dump(preg_replace('/(a)/', '\11', 'xax'));
--EXPECT--
string(4) "xa1x"
string(2) "xx"
string(2) "xx"
