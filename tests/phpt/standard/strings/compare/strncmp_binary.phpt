--TEST--
strncmp with NUL bytes and lengths past the end
--FILE--
<?php
var_dump(strncmp("a\0b", "a\0c", 2), strncmp("a\0b", "a\0c", 3), strncmp("abc", "abd", PHP_INT_MAX));
--EXPECT--
int(0)
int(-1)
int(-1)
