--TEST--
str_rot13
--FILE--
<?php
var_dump(str_rot13("Hello, World!"), str_rot13(str_rot13("PHP 8.2")), str_rot13(""), str_rot13("nopqrstuvwxyzabcdefghijklm"));
--EXPECT--
string(13) "Uryyb, Jbeyq!"
string(7) "PHP 8.2"
string(0) ""
string(26) "abcdefghijklmnopqrstuvwxyz"
