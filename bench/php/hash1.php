<?php
// hash1: a hash keyed by hex strings; look decimal strings up in it.
// Prints how many were found and a checksum.
// $argv[1] overrides the number of rounds (each round uses 200000 keys).
// @small 1
$rounds = (int)($argv[1] ?? 20);
$n = 200000;
$found = 0;
$sum = 0;
for ($r = 0; $r < $rounds; $r++) {
    $h = [];
    for ($i = 1; $i <= $n; $i++) {
        $h[dechex($i)] = $i + $r;
    }
    for ($i = $n; $i > 0; $i--) {
        $k = (string)$i;
        if (isset($h[$k])) {
            $found++;
            $sum += $h[$k];
        }
    }
}
echo "hash1 ", $rounds, " ", $found, " ", $sum % 1000000007, "\n";
