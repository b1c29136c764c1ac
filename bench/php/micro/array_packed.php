<?php
// micro/array_packed: reads and writes of a packed (list) array by integer
// index. $argv[1] overrides the count.
// @small 600000
$n = (int)($argv[1] ?? 30000000);
$a = [];
for ($i = 0; $i < 1024; $i++) {
    $a[] = $i;
}
$sum = 0;
for ($i = 0; $i < $n; $i++) {
    $j = $i & 1023;
    $sum += $a[$j];
    $a[$j] = $sum & 255;
}
echo "array_packed ", $n, " ", $sum, " ", $a[7], "\n";
