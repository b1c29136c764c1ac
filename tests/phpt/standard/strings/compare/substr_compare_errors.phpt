--TEST--
substr_compare errors
--FILE--
<?php
try { substr_compare("a", "b", 5); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { substr_compare("a", "b", 0, -1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(substr_compare("abcde", "x", 0, 0), substr_compare("abcde", "", 5), substr_compare("abc", "abc", -10));
--EXPECT--
substr_compare(): Argument #3 ($offset) must be contained in argument #1 ($haystack)
substr_compare(): Argument #4 ($length) must be greater than or equal to 0
int(0)
int(0)
int(0)
