--TEST--
wordwrap() with a wrong argument count
--FILE--
<?php
try { var_dump(wordwrap()); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
ArgumentCountError: wordwrap() expects at least 1 argument, 0 given
