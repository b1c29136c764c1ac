<?php
// usort: sorts 100k-element arrays with user comparison functions: usort on
// ints with a closure, uasort on floats with an arrow function, uksort on
// string keys with a named function, usort on rows by two fields. Prints
// elements and keys at fixed positions (ties keep their order: php 8's sort
// is stable). $argv[1] overrides the number of elements.
// @small 5000
function cmp_keys($a, $b)
{
    return strcmp($a, $b);
}
$n = (int)($argv[1] ?? 100000);
$rounds = 1;
$ints = [];
$floats = [];
$byStr = [];
$rows = [];
$x = 777;
for ($i = 0; $i < $n; $i++) {
    $x = ($x * 1103515245 + 12345) & 0x7fffffff;
    $v = $x % 40000;
    $ints[] = $v;
    $floats["f" . $i] = $v / 3.5;
    $byStr["k" . dechex($x % 65536) . "_" . $i] = $v;
    $rows[] = [$v % 100, $v, $i];
}
$out = [];
for ($r = 0; $r < $rounds; $r++) {
    $a = $ints;
    usort($a, function ($p, $q) {
        return $p <=> $q;
    });
    $b = $floats;
    uasort($b, fn($p, $q) => $q <=> $p);
    $c = $byStr;
    uksort($c, 'cmp_keys');
    $d = $rows;
    usort($d, fn($p, $q) => $p[0] <=> $q[0] ?: $q[1] <=> $p[1]);
    $out = [$a[0], $a[$n >> 1], $a[$n - 1], array_key_first($b), array_key_last($b),
        array_key_first($c), array_key_last($c), implode(",", $d[0]), implode(",", $d[$n >> 1]),
        implode(",", $d[$n - 1])];
}
echo "usort ", $n, " ", implode(" ", $out), "\n";
