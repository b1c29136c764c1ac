--TEST--
str_repeat() whose length overflows: php's fatal error, before anything
is allocated
--FILE--
<?php
echo str_repeat("ab", 3), "\n";
echo strlen(str_repeat("ab", PHP_INT_MAX)), "\n";
echo "not reached\n";
--EXPECTF--
ababab

Fatal error: Possible integer overflow in memory allocation (2 * 9223372036854775807 + 32) in %s on line 3
