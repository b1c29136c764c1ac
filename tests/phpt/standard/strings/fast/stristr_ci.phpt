--TEST--
stristr and str_ireplace without lowering the haystack
--FILE--
<?php
var_dump(stristr("Hello WORLD world", "world"));
var_dump(stristr("Hello WORLD world", "WoRlD", true));
var_dump(stristr("Hello", "xyz"), stristr("Hello", "\xC9"), stristr("ab\xC9cd", "\xC9C"));
var_dump(str_ireplace("AB", "x", "abABaBAbb", $n), $n);
var_dump(str_ireplace("\xE9", "e", "\xC9\xE9\xE9"));
var_dump(str_ireplace(["a", "B"], ["B", "c"], "aAbB"));
--EXPECT--
string(11) "WORLD world"
string(6) "Hello "
bool(false)
bool(false)
string(3) "Écd"
string(5) "xxxxb"
int(4)
string(3) "Éee"
string(4) "cccc"
