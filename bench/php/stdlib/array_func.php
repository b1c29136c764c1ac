<?php
// array_func: array_map (one and two arrays, closures and built-in names),
// array_filter (values, keys, both), array_reduce, array_sum, array_keys
// and array_combine over 200k-element arrays, a fresh pass every round.
// Prints sums and counts. $argv[1] overrides the rounds.
// @small 1
$rounds = (int)($argv[1] ?? 10);
$n = 200000;
$ints = range(1, $n);
$strs = [];
for ($i = 0; $i < $n; $i++) {
    $strs[] = "v" . ($i * 7 % 1000);
}
$total = 0;
for ($r = 0; $r < $rounds; $r++) {
    $sq = array_map(fn($v) => $v * $v % 1000, $ints);
    $pairs = array_map(function ($a, $b) {
        return $a + $b;
    }, $ints, $sq);
    $lens = array_map('strlen', $strs);
    $upper = array_map('strtoupper', $strs);
    $even = array_filter($sq, fn($v) => ($v & 1) === 0);
    $oddKeys = array_filter($ints, fn($k) => ($k & 1) === 1, ARRAY_FILTER_USE_KEY);
    $both = array_filter($sq, fn($v, $k) => $v > 500 && $k % 3 === 0, ARRAY_FILTER_USE_BOTH);
    $sum = array_reduce($pairs, fn($c, $v) => $c + $v, 0);
    $cat = array_reduce(array_slice($upper, 0, 2000), fn($c, $v) => $c . $v[1], "");
    $kv = array_combine(array_keys($even), array_values($even));
    $total += $sum + array_sum($lens) + count($even) + count($oddKeys) + count($both)
        + strlen($cat) + count($kv) + $r;
}
echo "array_func ", $rounds, " ", $total, " ", array_key_last($even), " ", $upper[4321], "\n";
