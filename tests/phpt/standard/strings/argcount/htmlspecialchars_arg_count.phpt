--TEST--
htmlspecialchars() with a wrong argument count
--FILE--
<?php
try { var_dump(htmlspecialchars()); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
ArgumentCountError: htmlspecialchars() expects at least 1 argument, 0 given
