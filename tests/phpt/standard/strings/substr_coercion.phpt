--TEST--
substr with non-string subject and numeric string offsets
--FILE--
<?php
var_dump(substr(123456, 2, 2));
var_dump(substr('abcdef', '1', '2'));
var_dump(substr(1.25, 1));
--EXPECT--
string(2) "34"
string(2) "bc"
string(3) ".25"
