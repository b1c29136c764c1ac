--TEST--
levenshtein() argument type error
--FILE--
<?php
try { var_dump(levenshtein("a", "b", "c")); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
TypeError: levenshtein(): Argument #3 ($insertion_cost) must be of type int, string given
