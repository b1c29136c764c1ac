--TEST--
ob_end_clean calls the callback with FINAL|CLEAN (and START)
--FILE--
<?php
$log = [];
ob_start(function ($b, $p) use (&$log) { $log[] = "$p:$b"; return "X"; });
echo "gone";
ob_end_clean();
ob_start(function ($b, $p) use (&$log) { $log[] = "$p:$b"; return "Y"; });
echo "kept";
ob_flush();
echo "gone2";
ob_end_clean();
echo "\n";
print_r($log);
--EXPECT--
Y
Array
(
    [0] => 11:gone
    [1] => 5:kept
    [2] => 10:gone2
)
