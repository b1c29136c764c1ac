<?php
// micro/foreach: foreach over arrays: by value, with keys and by
// reference, over a packed array and a hash, and over small literal
// arrays (1 to 10 elements) in an inner loop.
// $argv[1] overrides the count.
// @small 20000
$n = (int)($argv[1] ?? 1000000);
$packed = [];
$hash = [];
for ($i = 0; $i < 16; $i++) {
    $packed[] = $i * 3;
    $hash["k" . $i] = $i;
}
$s = 0;
for ($i = 0; $i < $n; $i++) {
    foreach ($packed as $v) {
        $s += $v;
    }
    foreach ($packed as $k => $v) {
        $s += $k ^ $v;
    }
    foreach ($hash as $k => $v) {
        $s += $v;
    }
    foreach ($hash as $v) {
        $s -= $v;
    }
    foreach ($packed as &$r) {
        $r = ($r + 1) & 1023;
    }
    unset($r);
    foreach ([7] as $v) {
        $s += $v;
    }
    foreach ([1, 2, 3, 4] as $v) {
        $s += $v;
    }
    foreach (['a' => 1, 'b' => 2, 'c' => 3, 'd' => 4, 'e' => 5] as $k => $v) {
        $s += $v;
    }
    foreach ([1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as $k => $v) {
        $s += $k * $v;
    }
    $s &= 0xffffff;
}
echo "foreach ", $n, " ", $s, " ", $packed[5], "\n";
