--TEST--
JIT: max_execution_time stops a hot loop that never ends
--FILE--
<?php
set_time_limit(1);
$i = 0;
while (true) { $i = $i + 1; }
--EXPECTF--

Fatal error: Maximum execution time of 1 second exceeded in %s on line 4
