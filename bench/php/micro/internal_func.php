<?php
// micro/internal_func: calls to cheap built-in functions (strlen, count,
// abs, min, intdiv, chr, ord) on variables. $argv[1] overrides the count.
// @small 100000
$n = (int)($argv[1] ?? 5000000);
$s = "benchmark";
$a = [1, 2, 3, 4];
$sum = 0;
for ($i = 0; $i < $n; $i++) {
    $sum += strlen($s) + count($a) + abs(-$i) % 7 + min($i, 9)
        + intdiv($i, 1000) % 3 + ord(chr(65 + $i % 26));
}
echo "internal_func ", $n, " ", $sum, "\n";
