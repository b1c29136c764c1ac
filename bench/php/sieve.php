<?php
// sieve: the sieve of Eratosthenes on a packed array of flags, repeated.
// Prints the number of primes found. $argv[1] overrides the repeat count.
// @small 30
$reps = (int)($argv[1] ?? 1500);
$limit = 8192;
$count = 0;
for ($r = 0; $r < $reps; $r++) {
    $flags = [];
    for ($i = 2; $i <= $limit; $i++) {
        $flags[$i] = true;
    }
    $count = 0;
    for ($i = 2; $i <= $limit; $i++) {
        if ($flags[$i]) {
            for ($k = $i + $i; $k <= $limit; $k += $i) {
                $flags[$k] = false;
            }
            $count++;
        }
    }
}
echo "sieve ", $reps, " ", $count, "\n";
