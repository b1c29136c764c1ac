--TEST--
Maximum execution time exceeded
--FILE--
<?php
set_time_limit(1);
echo "start\n";
while (true) {}
--EXPECTF--
start

Fatal error: Maximum execution time of 1 second exceeded in %s on line 4
