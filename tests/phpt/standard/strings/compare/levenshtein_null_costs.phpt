--TEST--
levenshtein with zero costs
--FILE--
<?php
var_dump(levenshtein("abc", "xyz", 0, 0, 0), levenshtein("abc", "abcdef", 0, 1, 1), levenshtein("abcdef", "abc", 1, 1, 0));
--EXPECT--
int(0)
int(0)
int(0)
