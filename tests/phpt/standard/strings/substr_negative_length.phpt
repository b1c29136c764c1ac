--TEST--
substr with negative length
--FILE--
<?php
var_dump(substr('abcdef', 0, -1));
var_dump(substr('abcdef', 2, -2));
var_dump(substr('abcdef', 4, -4));
var_dump(substr('abcdef', -3, -1));
var_dump(substr('abcdef', 0, -100));
--EXPECT--
string(5) "abcde"
string(2) "cd"
string(0) ""
string(2) "de"
string(0) ""
