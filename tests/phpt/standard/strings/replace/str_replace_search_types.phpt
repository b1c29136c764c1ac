--TEST--
str_replace converts search values
--FILE--
<?php
var_dump(str_replace([1, 2.5, true], ["one", "two", "three"], "1 2.5 1"), str_replace(5, 6, "555"));
--EXPECT--
string(11) "one two one"
string(3) "666"
