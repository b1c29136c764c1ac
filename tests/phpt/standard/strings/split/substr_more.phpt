--TEST--
substr edge cases
--FILE--
<?php
var_dump(substr("abc", 3), substr("abc", 4), substr("abc", -4), substr("abc", 1, -3), substr("abc", 0, -4), substr("abc", -1, 1), substr("", 0));
--EXPECT--
string(0) ""
string(0) ""
string(3) "abc"
string(0) ""
string(0) ""
string(1) "c"
string(0) ""
