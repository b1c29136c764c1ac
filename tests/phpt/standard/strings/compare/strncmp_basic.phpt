--TEST--
strncmp
--FILE--
<?php
var_dump(strncmp("abcd", "abzz", 2), strncmp("abcd", "abzz", 3), strncmp("ab", "abc", 5), strncmp("abc", "abd", 0));
--EXPECT--
int(0)
int(-23)
int(-1)
int(0)
