--TEST--
strtr does not rescan replaced text
--FILE--
<?php
var_dump(strtr("ab", ["a" => "b", "b" => "a"]), strtr("abc", ["ab" => "abab", "b" => "x"]));
--EXPECT--
string(2) "ba"
string(5) "ababc"
