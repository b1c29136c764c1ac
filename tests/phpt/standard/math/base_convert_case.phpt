--TEST--
uppercase digits
--FILE--
<?php
var_dump(base_convert("FF", 16, 10), base_convert("Zz", 36, 10), base_convert("255", 10, 36));
--EXPECT--
string(3) "255"
string(4) "1295"
string(2) "73"
