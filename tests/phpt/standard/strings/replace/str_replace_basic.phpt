--TEST--
str_replace with strings
--FILE--
<?php
var_dump(str_replace("world", "PHP", "Hello world, world!"), str_replace("", "x", "abc"), str_replace("a", "", "banana"), str_replace("abc", "x", "ab"));
--EXPECT--
string(15) "Hello PHP, PHP!"
string(3) "abc"
string(3) "bnn"
string(2) "ab"
