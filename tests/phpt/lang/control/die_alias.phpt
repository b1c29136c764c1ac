--TEST--
die is an alias of exit
--FILE--
<?php
function stop() { die("died in function\n"); }
echo "start\n";
stop();
echo "unreachable\n";
--EXPECT--
start
died in function
