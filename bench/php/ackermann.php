<?php
// ackermann: deeply recursive user function calls, Ackermann(3, n).
// Prints ack(3, n) and the sum of ack(3, 1..n). $argv[1] overrides n.
// @small 6
function ack($m, $n)
{
    if ($m == 0) {
        return $n + 1;
    }
    if ($n == 0) {
        return ack($m - 1, 1);
    }
    return ack($m - 1, ack($m, $n - 1));
}

$n = (int)($argv[1] ?? 9);
$sum = 0;
for ($i = 1; $i <= $n; $i++) {
    $sum += ack(3, $i);
}
$last = 0;
for ($r = 0; $r < 2; $r++) {
    $last = ack(3, $n);
}
echo "ackermann ", $n, " ", $last, " ", $sum, "\n";
