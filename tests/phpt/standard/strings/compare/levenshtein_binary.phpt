--TEST--
levenshtein compares bytes
--FILE--
<?php
var_dump(levenshtein("é", "e"), levenshtein("\0", ""), levenshtein("ab\0", "ab"));
--EXPECT--
int(2)
int(1)
int(1)
