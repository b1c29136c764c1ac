--TEST--
substr_compare case-insensitive
--FILE--
<?php
var_dump(substr_compare("abcde", "BC", 1, 2, true), substr_compare("abcde", "BC", 1, 2, false), substr_compare("ABCDE", "cde", 2, null, true));
--EXPECT--
int(0)
int(32)
int(0)
