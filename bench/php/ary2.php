<?php
// ary2: like ary, with the fill and copy loops unrolled ten times.
// Prints a checksum.
// $argv[1] overrides the number of rounds (the array size stays 300000).
// @small 1
$rounds = (int)($argv[1] ?? 13);
$n = 300000;
$check = 0;
for ($r = 0; $r < $rounds; $r++) {
    $x = [];
    for ($i = 0; $i < $n;) {
        $x[$i] = $i + $r; $i++;
        $x[$i] = $i + $r; $i++;
        $x[$i] = $i + $r; $i++;
        $x[$i] = $i + $r; $i++;
        $x[$i] = $i + $r; $i++;
        $x[$i] = $i + $r; $i++;
        $x[$i] = $i + $r; $i++;
        $x[$i] = $i + $r; $i++;
        $x[$i] = $i + $r; $i++;
        $x[$i] = $i + $r; $i++;
    }
    $y = [];
    for ($i = $n - 1; $i >= 0;) {
        $y[$i] = $x[$i]; $i--;
        $y[$i] = $x[$i]; $i--;
        $y[$i] = $x[$i]; $i--;
        $y[$i] = $x[$i]; $i--;
        $y[$i] = $x[$i]; $i--;
        $y[$i] = $x[$i]; $i--;
        $y[$i] = $x[$i]; $i--;
        $y[$i] = $x[$i]; $i--;
        $y[$i] = $x[$i]; $i--;
        $y[$i] = $x[$i]; $i--;
    }
    $check += $y[$n - 1] + $y[intdiv($n, 2)] + count($y);
}
echo "ary2 ", $rounds, " ", $check, "\n";
