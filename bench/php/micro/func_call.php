<?php
// micro/func_call: calls to the smallest user function that an optimizer
// cannot drop (one argument, returned as is; a call to a function with no
// arguments that returns a constant is removed by opcache).
// $argv[1] overrides the count.
// @small 600000
function same($x)
{
    return $x;
}

$n = (int)($argv[1] ?? 30000000);
$j = 0;
for ($i = 0; $i < $n; $i++) {
    $j = same($i);
}
echo "func_call ", $n, " ", $j, "\n";
