--TEST--
levenshtein distances
--FILE--
<?php
var_dump(levenshtein("kitten", "sitting"), levenshtein("", ""), levenshtein("abc", "abc"), levenshtein("flaw", "lawn"));
--EXPECT--
int(3)
int(0)
int(0)
int(2)
