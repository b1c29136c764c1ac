--TEST--
ob_end_clean of the top does not call lower handlers
--FILE--
<?php
$log = [];
ob_start(function ($b, $p) use (&$log) { $log[] = "low $p:$b"; return $b; });
ob_start(function ($b, $p) use (&$log) { $log[] = "top $p:$b"; return $b; });
echo "x";
ob_end_clean();
echo "y";
ob_end_flush();
echo "\n";
print_r($log);
--EXPECT--
y
Array
(
    [0] => top 11:x
    [1] => low 9:y
)
