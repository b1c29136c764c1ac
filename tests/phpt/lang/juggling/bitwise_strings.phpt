--TEST--
Bitwise operators on two strings work bytewise
--FILE--
<?php
var_dump("AB" | "  ", "ab" & "_~", "12" ^ "ab", ~"AB" === "\xBE\xBD", "abc" & "a", "a" | "abc");
--EXPECT--
string(2) "ab"
string(2) "Ab"
string(2) "PP"
bool(true)
string(1) "a"
string(3) "abc"
