--TEST--
Numeric strings with leading zeros compare numerically
--FILE--
<?php
var_dump("007" == "7", "007" === "7", "0.0" == "0", "1e3" == "1000", "+1" == "1", "-0" == "0", " 1" == "1 ", "abc" == "ABC");
--EXPECT--
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
