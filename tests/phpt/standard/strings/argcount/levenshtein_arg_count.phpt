--TEST--
levenshtein() with a wrong argument count
--FILE--
<?php
try { var_dump(levenshtein("a", "b", 1, 1, 1, 1)); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
ArgumentCountError: levenshtein() expects at most 5 arguments, 6 given
