--TEST--
str_ireplace is case-insensitive
--FILE--
<?php
var_dump(str_ireplace("WORLD", "PHP", "Hello world, World!"), str_ireplace(["A", "b"], ["x"], "aAbBc", $c), $c);
--EXPECT--
string(15) "Hello PHP, PHP!"
string(3) "xxc"
int(4)
