--TEST--
whole-match references around empty matches
--FILE--
<?php
var_dump(preg_replace('/\b/', '|', 'ab cd'));
var_dump(preg_replace('/(?=b)/', '[$0]', 'abab'));
--EXPECT--
string(9) "|ab| |cd|"
string(8) "a[]ba[]b"
