<?php
// strcat: append to one string many times (in-place .= growth); repeated
// with a fresh string each round. Prints the final length and a few bytes.
// $argv[1] overrides the number of rounds (each round appends 1000000 times).
// @small 1
$rounds = (int)($argv[1] ?? 30);
$n = 1000000;
$total = 0;
$s = "";
for ($r = 0; $r < $rounds; $r++) {
    $s = "";
    for ($i = 0; $i < $n; $i++) {
        $s .= "hello\n";
    }
    $total += strlen($s);
}
echo "strcat ", $rounds, " ", $total, " ", substr($s, 6 * ($n >> 1), 5), "\n";
