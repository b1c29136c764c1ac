--TEST--
str_replace applies replacements in order
--FILE--
<?php
var_dump(str_replace(["A", "B", "C", "D", "E"], ["B", "C", "D", "E", "F"], "A"), str_replace(["a", "p"], ["apple", "pear"], "a p"));
--EXPECT--
string(1) "F"
string(16) "apearpearle pear"
