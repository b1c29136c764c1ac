--TEST--
levenshtein of longer strings
--FILE--
<?php
var_dump(levenshtein(str_repeat("ab", 50), str_repeat("ba", 50)), levenshtein("The quick brown fox", "The quack brown box"));
--EXPECT--
int(2)
int(2)
