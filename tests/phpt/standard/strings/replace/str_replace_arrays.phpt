--TEST--
str_replace with array search and replace
--FILE--
<?php
var_dump(str_replace(["a", "b", "c"], ["1", "2"], "abcabc"), str_replace(["a", "b"], "x", "abc"), str_replace(["ab", "b"], ["b", "c"], "ab"));
--EXPECT--
string(4) "1212"
string(3) "xxc"
string(1) "c"
