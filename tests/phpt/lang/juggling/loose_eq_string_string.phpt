--TEST--
Loose equality between two strings
--FILE--
<?php
var_dump("abc" == "ABC", "1" == "01", "10" == "1e1", "100" == "1e2", "abc" == "abc ", " 1" == "1", "1 " == "1", "0" == "", "null" == null, "0x10" == "16");
--EXPECT--
bool(false)
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
