--TEST--
Runaway recursion through call_user_func ends in the memory-limit fatal error, not a crash
--INI--
memory_limit=32M
--FILE--
<?php
function g($n) { return call_user_func("g", $n + 1); }
echo "start\n";
g(0);
--EXPECTF--
start

Fatal error: Allowed memory size of 33554432 bytes exhausted %s
