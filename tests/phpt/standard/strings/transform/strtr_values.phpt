--TEST--
strtr converts replacement values to strings
--FILE--
<?php
var_dump(strtr("abc", ["a" => 1, "b" => null, "c" => 2.5]));
var_dump(strtr("1 2 3", [1 => "one", 2 => "two"]));
--EXPECT--
string(4) "12.5"
string(9) "one two 3"
