--TEST--
addcslashes with an empty list
--FILE--
<?php
var_dump(addcslashes("abc", ""), addcslashes("", "abc"));
--EXPECT--
string(3) "abc"
string(0) ""
