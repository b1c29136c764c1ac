--TEST--
substr with negative start
--FILE--
<?php
var_dump(substr('abcdef', -1));
var_dump(substr('abcdef', -3, 2));
var_dump(substr('abcdef', -100));
var_dump(substr('abcdef', -100, 2));
--EXPECT--
string(1) "f"
string(2) "de"
string(6) "abcdef"
string(2) "ab"
