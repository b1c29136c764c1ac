--TEST--
trim default characters
--FILE--
<?php
var_dump(trim("  \t\n\r\0\x0Bhello \n"), trim("\x0c x \x0c"), trim(""), trim("   "));
--EXPECT--
string(5) "hello"
string(5) " x "
string(0) ""
string(0) ""
