<?php
// micro/constant: reads of constants declared with `const` and define(),
// and of a built-in constant (PHP_INT_SIZE).
// $argv[1] overrides the count.
// @small 800000
const STEP = 3;
const LIMIT = 1000003;
define("EXTRA", 7);

$n = (int)($argv[1] ?? 40000000);
$sum = 0;
for ($i = 0; $i < $n; $i++) {
    $sum = ($sum + STEP * EXTRA + PHP_INT_SIZE) % LIMIT;
}
echo "constant ", $n, " ", $sum, "\n";
