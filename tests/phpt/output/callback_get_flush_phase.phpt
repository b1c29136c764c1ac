--TEST--
ob_get_flush returns the raw buffer and outputs the callback result
--FILE--
<?php
ob_start(function ($b, $p) { return strtoupper($b) . "($p)"; });
echo "data";
$s = ob_get_flush();
echo "\n";
var_dump($s);
--EXPECT--
DATA(9)
string(4) "data"
