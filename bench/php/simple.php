<?php
// simple: one tight loop of integer and float arithmetic on local variables.
// Prints a checksum of the results. $argv[1] overrides the iteration count.
// @small 600000
$n = (int)($argv[1] ?? 30000000);

$acc = 0;
$f = 0.0;
for ($i = 0; $i < $n; $i++) {
    $acc = ($acc + $i * 7 - ($i >> 3)) % 1000003;
    $f = $f * 0.5 + $acc / 7;
}
echo "simple ", $n, " ", $acc, " ", (int)$f, "\n";
