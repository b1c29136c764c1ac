--TEST--
Too many arguments to a builtin throws
--FILE--
<?php
try { strlen("a", "b"); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { strlen(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
strlen() expects exactly 1 argument, 2 given
strlen() expects exactly 1 argument, 0 given
