--TEST--
substr_compare with a length past the end
--FILE--
<?php
var_dump(substr_compare("abcde", "cdefg", 2, 10), substr_compare("abcde", "cd", 2, 10), substr_compare("abcde", "CDE", -3, null, true));
--EXPECT--
int(-1)
int(1)
int(0)
