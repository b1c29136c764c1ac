--TEST--
vsprintf with an array of arguments
--FILE--
<?php
var_dump(vsprintf('%s-%s-%04d', ['a', 'b', 7]));
var_dump(vsprintf('%2$s %1$s', ['x' => 'one', 'y' => 'two']));
var_dump(vsprintf('none', []));
--EXPECT--
string(8) "a-b-0007"
string(7) "two one"
string(4) "none"
