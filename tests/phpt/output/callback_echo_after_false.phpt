--TEST--
output of a failing callback is passed on with the buffer
--FILE--
<?php
ob_start(function ($b, $p) { echo "Y"; return false; });
echo "a";
ob_end_flush();
echo "\n";
--EXPECT--
aY
