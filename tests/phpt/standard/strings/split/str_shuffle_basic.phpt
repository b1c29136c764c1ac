--TEST--
str_shuffle keeps the characters
--FILE--
<?php
$s = "abcdefghij";
$t = str_shuffle($s);
var_dump(strlen($t), count_chars($t, 3) === count_chars($s, 3), str_shuffle(""), str_shuffle("a"));
--EXPECT--
int(10)
bool(true)
string(0) ""
string(1) "a"
