--TEST--
stripos edge cases
--FILE--
<?php
var_dump(stripos("ABC", "c", -1), stripos("aBcAbC", "ABC", 1), stripos("", ""), stripos("xyz", "Z"));
--EXPECT--
int(2)
int(3)
int(0)
int(2)
