--TEST--
ob_flush sends the top buffer to the one below
--FILE--
<?php
ob_start();
echo "outer-";
ob_start(fn($b) => strtoupper($b));
echo "inner";
ob_flush();
echo "more";
$inner = ob_get_contents();
ob_end_clean();
$outer = ob_get_clean();
var_dump($inner, $outer);
--EXPECT--
string(4) "more"
string(11) "outer-INNER"
