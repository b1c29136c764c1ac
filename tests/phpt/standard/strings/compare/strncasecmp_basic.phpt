--TEST--
strncasecmp
--FILE--
<?php
var_dump(strncasecmp("Hello", "hELLO world", 5), strncasecmp("ab", "AC", 5), strncasecmp("abc", "ABCDEF", 10), strncasecmp("x", "Y", 1));
--EXPECT--
int(0)
int(-1)
int(-1)
int(-1)
