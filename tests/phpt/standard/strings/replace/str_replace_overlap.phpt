--TEST--
str_replace does not overlap matches
--FILE--
<?php
var_dump(str_replace("aa", "b", "aaaaa"), str_replace("aba", "x", "ababa"), substr_count("ababa", "aba"));
--EXPECT--
string(3) "bba"
string(3) "xba"
int(1)
