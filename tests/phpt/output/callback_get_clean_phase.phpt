--TEST--
ob_get_clean runs the callback but discards its result
--FILE--
<?php
$log = [];
ob_start(function ($b, $p) use (&$log) { $log[] = "$p:$b"; return strtoupper($b); });
echo "data";
$s = ob_get_clean();
var_dump($s);
print_r($log);
--EXPECT--
string(4) "data"
Array
(
    [0] => 11:data
)
