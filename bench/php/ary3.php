<?php
// ary3: two packed arrays; add one into the other, back to front, many
// times (compound assignment on array elements). Prints the end elements.
// $argv[1] overrides the size.
// @small 600
$n = (int)($argv[1] ?? 30000);
$x = [];
$y = [];
for ($i = 0; $i < $n; $i++) {
    $x[$i] = $i + 1;
    $y[$i] = 0;
}
for ($k = 0; $k < 1300; $k++) {
    for ($i = $n - 1; $i >= 0; $i--) {
        $y[$i] += $x[$i];
    }
}
echo "ary3 ", $n, " ", $y[0], " ", $y[$n - 1], "\n";
