--TEST--
START is passed only on the first call
--FILE--
<?php
$p = [];
ob_start(function ($b, $phase) use (&$p) { $p[] = $phase; return ""; }, 1);
echo "a"; echo "b"; ob_flush(); ob_clean(); echo "c";
ob_end_clean();
echo implode(",", $p), "\n";
--EXPECT--
1,0,4,2,0,10
