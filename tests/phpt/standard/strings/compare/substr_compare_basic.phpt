--TEST--
substr_compare
--FILE--
<?php
var_dump(substr_compare("Hello", "ello", 1), substr_compare("abcde", "bc", 1, 2), substr_compare("abcde", "de", -2, 2), substr_compare("abcde", "bc", 1, 3), substr_compare("abcde", "cd", 1, 2));
--EXPECT--
int(0)
int(0)
int(0)
int(1)
int(-1)
