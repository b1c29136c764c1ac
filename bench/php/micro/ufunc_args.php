<?php
// micro/ufunc_args: calls to a user function with three arguments, one of
// them defaulted, returning a value. $argv[1] overrides the count.
// @small 200000
function mix($a, $b, $c = 3)
{
    return $a + $b * $c;
}

$n = (int)($argv[1] ?? 10000000);
$sum = 0;
for ($i = 0; $i < $n; $i++) {
    $sum += mix($i, 2) - mix(1, $i & 3, 4);
}
echo "ufunc_args ", $n, " ", $sum, "\n";
