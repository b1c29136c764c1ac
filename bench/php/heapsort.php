<?php
// heapsort: sort an array of pseudo-random floats (a linear congruential
// generator) with heapsort. Prints sampled elements, scaled to integers.
// $argv[1] overrides the size.
// @small 12000
function next_random(&$seed, $max)
{
    $seed = ($seed * 3877 + 29573) % 139968;
    return $max * $seed / 139968;
}

function heap_sort($n, &$a)
{
    $l = ($n >> 1) + 1;
    $ir = $n;
    while (true) {
        if ($l > 1) {
            $v = $a[--$l];
        } else {
            $v = $a[$ir];
            $a[$ir] = $a[1];
            if (--$ir == 1) {
                $a[1] = $v;
                return;
            }
        }
        $i = $l;
        $j = $l << 1;
        while ($j <= $ir) {
            if ($j < $ir && $a[$j] < $a[$j + 1]) {
                $j++;
            }
            if ($v < $a[$j]) {
                $a[$i] = $a[$j];
                $i = $j;
                $j += $j;
            } else {
                $j = $ir + 1;
            }
        }
        $a[$i] = $v;
    }
}

$n = (int)($argv[1] ?? 600000);
$seed = 42;
$a = [0 => 0.0];
for ($i = 1; $i <= $n; $i++) {
    $a[$i] = next_random($seed, 1.0);
}
heap_sort($n, $a);
$check = 0;
for ($i = 1; $i <= $n; $i += 97) {
    $check = ($check + (int)($a[$i] * 1000000)) % 1000000007;
}
echo "heapsort ", $n, " ", (int)($a[$n] * 1000000000), " ", $check, "\n";
