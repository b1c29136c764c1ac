--TEST--
buffer_size grows as php allocates
--FILE--
<?php
ob_start();
$r = [];
foreach ([100, 16284, 1, 20000, 5] as $n) {
    echo str_repeat('x', $n);
    $s = ob_get_status();
    $r[] = $s['buffer_size'] . '/' . $s['buffer_used'];
}
ob_end_clean();
print_r($r);
--EXPECT--
Array
(
    [0] => 16384/100
    [1] => 32768/16384
    [2] => 32768/16385
    [3] => 49152/36385
    [4] => 49152/36390
)
