--TEST--
str_ireplace with an empty search
--FILE--
<?php
var_dump(str_ireplace("", "x", "abc"), str_ireplace(["", "B"], ["x", "y"], "abc"));
--EXPECT--
string(3) "abc"
string(3) "ayc"
