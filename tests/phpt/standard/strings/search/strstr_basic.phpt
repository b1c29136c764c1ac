--TEST--
strstr
--FILE--
<?php
var_dump(strstr("user@example.com", "@"), strstr("user@example.com", "@", true), strstr("abc", "x"), strstr("abc", ""), strstr("", ""));
--EXPECT--
string(12) "@example.com"
string(4) "user"
bool(false)
string(3) "abc"
string(0) ""
