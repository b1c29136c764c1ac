<?php
// simpleudcall: calls from a function to a user function declared later in
// the file, so the call site cannot be bound when the caller is compiled.
// Prints a checksum. $argv[1] overrides the iteration count.
// @small 800000
$n = (int)($argv[1] ?? 40000000);

function drive($n)
{
    $sum = 0;
    for ($i = 0; $i < $n; $i++) {
        $sum = late_bump($sum);
    }
    return $sum;
}

echo "simpleudcall ", $n, " ", drive($n), "\n";

function late_bump($v)
{
    return $v + 1;
}
