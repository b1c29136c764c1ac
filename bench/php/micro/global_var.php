<?php
// micro/global_var: reads and writes of global variables, from the main
// script and from a function through `global`. $argv[1] overrides the count.
// @small 400000
$counter = 0;
$step = 3;

function touch_globals($n)
{
    global $counter, $step;
    for ($i = 0; $i < $n; $i++) {
        $counter = $counter + $step;
    }
}

$n = (int)($argv[1] ?? 20000000);
for ($i = 0; $i < $n; $i++) {
    $counter = $counter + $step;
}
touch_globals($n);
echo "global_var ", $n, " ", $counter, "\n";
