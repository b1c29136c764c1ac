--TEST--
similar_text() with a wrong argument count
--FILE--
<?php
try { var_dump(similar_text("a")); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
ArgumentCountError: similar_text() expects at least 2 arguments, 1 given
