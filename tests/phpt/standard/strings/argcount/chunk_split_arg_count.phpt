--TEST--
chunk_split() with a wrong argument count
--FILE--
<?php
try { var_dump(chunk_split()); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
ArgumentCountError: chunk_split() expects at least 1 argument, 0 given
