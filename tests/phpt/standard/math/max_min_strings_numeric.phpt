--TEST--
numeric and non-numeric strings
--FILE--
<?php
var_dump(max("10", "9a"), max("abc", "abd"), min("", "0"), max("1e2", "99"), min("-1", "-1.0"));
--EXPECT--
string(2) "9a"
string(3) "abd"
string(0) ""
string(3) "1e2"
string(2) "-1"
