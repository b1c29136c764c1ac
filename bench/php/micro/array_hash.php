<?php
// micro/array_hash: reads and writes of a hash array by string key.
// $argv[1] overrides the count.
// @small 400000
$n = (int)($argv[1] ?? 20000000);
$keys = [];
$a = [];
for ($i = 0; $i < 1024; $i++) {
    $k = "k" . $i;
    $keys[] = $k;
    $a[$k] = $i;
}
$sum = 0;
for ($i = 0; $i < $n; $i++) {
    $k = $keys[$i & 1023];
    $sum += $a[$k];
    $a[$k] = $sum & 255;
}
echo "array_hash ", $n, " ", $sum, " ", $a["k7"], "\n";
