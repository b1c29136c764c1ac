--TEST--
str_replace growing and shrinking
--FILE--
<?php
var_dump(str_replace("ab", "abcdefgh", "ababab"), strlen(str_replace("x", "", str_repeat("xy", 1000))));
--EXPECT--
string(24) "abcdefghabcdefghabcdefgh"
int(1000)
