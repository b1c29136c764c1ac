--TEST--
trim with a character list
--FILE--
<?php
var_dump(trim("xxhixx", "x"), trim("abcHelloabc", "abc"), trim("[hi]", "[]"), trim("hi", ""));
--EXPECT--
string(2) "hi"
string(5) "Hello"
string(2) "hi"
string(2) "hi"
