--TEST--
never function that exits
--FILE--
<?php
function stop(): never { exit("stopping\n"); }
echo "a\n";
stop();
--EXPECT--
a
stopping
