<?php
// simpleucall: calls to a user function declared before the caller.
// Prints a checksum. $argv[1] overrides the iteration count.
// @small 800000
$n = (int)($argv[1] ?? 40000000);

function bump($v)
{
    return $v + 1;
}

$sum = 0;
for ($i = 0; $i < $n; $i++) {
    $sum = bump($sum);
}
echo "simpleucall ", $n, " ", $sum, "\n";
