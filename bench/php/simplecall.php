<?php
// simplecall: calls to built-in functions (strlen, abs, max) in a loop.
// Prints a checksum. $argv[1] overrides the iteration count.
// @small 300000
$n = (int)($argv[1] ?? 15000000);

$s = "tusk";
$sum = 0;
for ($i = 0; $i < $n; $i++) {
    $sum += strlen($s) + abs(5 - $i % 11) + max($i & 7, 3);
}
echo "simplecall ", $n, " ", $sum, "\n";
