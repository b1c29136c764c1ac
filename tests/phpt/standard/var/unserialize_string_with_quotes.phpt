--TEST--
strings containing quotes and semicolons
--FILE--
<?php
var_dump(unserialize('s:5:"a";b"";'), unserialize(serialize("x\"};s:1:\"y")));
--EXPECT--
string(5) "a";b""
string(10) "x"};s:1:"y"
