--TEST--
str_repeat basic use
--FILE--
<?php
var_dump(str_repeat('ab', 3));
var_dump(str_repeat('x', 0));
var_dump(str_repeat('', 100));
var_dump(str_repeat('-=', 1));
var_dump(str_repeat(5, 3));
--EXPECT--
string(6) "ababab"
string(0) ""
string(0) ""
string(2) "-="
string(3) "555"
