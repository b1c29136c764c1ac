--TEST--
Uncaught ValueError for include of an empty path
--FILE--
<?php
echo "a\n";
include '';
echo "b\n";
--EXPECTF--
a

Fatal error: Uncaught ValueError: Path cannot be empty in %s:3
Stack trace:
#0 {main}
  thrown in %s on line 3
