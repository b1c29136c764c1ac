--TEST--
a shutdown function called with wrong argument types fails at shutdown
--FILE--
<?php
register_shutdown_function('strlen', []); echo "registered\n";
--EXPECT--
registered

Fatal error: Uncaught TypeError: strlen(): Argument #1 ($string) must be of type string, array given in [no active file]:0
Stack trace:
#0 [internal function]: strlen(Array)
#1 {main}
  thrown in [no active file] on line 0
