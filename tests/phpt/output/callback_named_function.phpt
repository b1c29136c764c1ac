--TEST--
a function name as callback
--FILE--
<?php
function wrap($buf, $phase) { return "#$buf:$phase#"; }
ob_start('wrap');
echo "x";
ob_end_flush();
echo "\n";
--EXPECT--
#x:9#
