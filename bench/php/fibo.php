<?php
// fibo: naive doubly recursive Fibonacci. Prints fib(n). $argv[1] overrides n.
// @small 27
function fib($n)
{
    return $n < 2 ? 1 : fib($n - 2) + fib($n - 1);
}

$n = (int)($argv[1] ?? 36);
echo "fibo ", $n, " ", fib($n), "\n";
