--TEST--
max_execution_time from INI
--INI--
max_execution_time=1
--FILE--
<?php
echo "looping\n";
for (;;) {}
--EXPECTF--
looping

Fatal error: Maximum execution time of 1 second exceeded in %s on line 3
