<?php
// micro/incdec: post- and pre-increment and decrement of a local variable,
// both used as statements and as values. $argv[1] overrides the count.
// @small 600000
function incdec($n)
{
    $x = 0;
    $y = 0;
    $z = 0;
    for ($i = 0; $i < $n; $i++) {
        $x++;
        ++$x;
        $y--;
        --$y;
        $z += $x++ - ++$y;
    }
    return "$x $y $z";
}

$n = (int)($argv[1] ?? 30000000);
echo "incdec ", $n, " ", incdec($n), "\n";
