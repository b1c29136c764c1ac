<?php
// sort: sorts 100k-element arrays of ints, floats and strings (pseudo-random,
// with duplicates) with sort, rsort, asort, arsort, ksort and krsort, each on
// a fresh copy each of two rounds (copy-on-write: the sort pays for the
// copy). Prints elements and keys at fixed positions, which also checks that
// ties keep their order (php 8's sort is stable). $argv[1] overrides the
// number of elements.
// @small 5000
$n = (int)($argv[1] ?? 100000);
$rounds = 2;
$ints = [];
$floats = [];
$strs = [];
$byStr = [];
$x = 12345;
for ($i = 0; $i < $n; $i++) {
    $x = ($x * 1103515245 + 12345) & 0x7fffffff;
    $v = $x % 50000;
    $ints[] = $v;
    $floats[] = $v / 7.25 - 3000.5;
    $s = "k" . dechex($x % 65536) . "_" . ($v % 10);
    $strs[] = $s;
    $byStr[$s . "/" . $i] = $v;
}
$out = [];
for ($r = 0; $r < $rounds; $r++) {
    $a = $ints;
    sort($a);
    $b = $floats;
    rsort($b);
    $c = $strs;
    sort($c);
    $d = $ints;
    asort($d);
    $e = $strs;
    arsort($e);
    $f = $byStr;
    ksort($f);
    $g = $floats;
    asort($g);
    $h = $byStr;
    krsort($h);
    $out = [$a[0], $a[$n >> 1], $a[$n - 1 - $r], $b[0], $b[$n >> 1], $b[$n - 1], $c[0], $c[$n >> 1],
        array_key_first($d), array_key_last($d), array_key_first($e), $e[array_key_first($e)],
        array_key_first($f), array_key_last($f), array_key_first($g), array_key_last($g),
        array_key_first($h)];
}
echo "sort ", $n, " ", implode(" ", $out), "\n";
