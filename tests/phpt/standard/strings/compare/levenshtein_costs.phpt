--TEST--
levenshtein with custom costs
--FILE--
<?php
var_dump(levenshtein("", "abc", 2, 3, 4), levenshtein("abc", "", 2, 3, 4), levenshtein("abc", "abd", 1, 5, 1), levenshtein("kitten", "sitting", 2, 1, 3));
--EXPECT--
int(6)
int(12)
int(2)
int(4)
