<?php
// ary: fill a packed array, then copy it element by element, backwards,
// into a second one; repeated. Prints a checksum.
// $argv[1] overrides the number of rounds (the array size stays 300000).
// @small 1
$rounds = (int)($argv[1] ?? 15);
$n = 300000;
$check = 0;
for ($r = 0; $r < $rounds; $r++) {
    $x = [];
    for ($i = 0; $i < $n; $i++) {
        $x[$i] = $i + $r;
    }
    $y = [];
    for ($i = $n - 1; $i >= 0; $i--) {
        $y[$i] = $x[$i];
    }
    $check += $y[$n - 1] + $y[intdiv($n, 2)] + count($y);
}
echo "ary ", $rounds, " ", $check, "\n";
