<?php
// micro/local_var: reads and writes of local variables inside a function.
// $argv[1] overrides the count.
// @small 800000
function locals($n)
{
    $a = 0;
    $b = 1;
    $c = 2;
    for ($i = 0; $i < $n; $i++) {
        $a = $b + $c;
        $b = $a - $i;
        $c = $b & 1023;
    }
    return $a + $b + $c;
}

$n = (int)($argv[1] ?? 40000000);
echo "local_var ", $n, " ", locals($n), "\n";
