--TEST--
str_pad edge cases
--FILE--
<?php
var_dump(str_pad("5", 3, "0", STR_PAD_LEFT), str_pad("abc", 10, "-=", STR_PAD_BOTH), str_pad("abc", 8, "xyz", STR_PAD_BOTH), str_pad("abc", 2), str_pad("abc", -1), str_pad("", 3, "ab"));
--EXPECT--
string(3) "005"
string(10) "-=-abc-=-="
string(8) "xyabcxyz"
string(3) "abc"
string(3) "abc"
string(3) "aba"
