--TEST--
Recursion
--FILE--
<?php
function fact($n) { return $n <= 1 ? 1 : $n * fact($n - 1); }
function fib($n) { return $n < 2 ? $n : fib($n - 1) + fib($n - 2); }
var_dump(fact(10), fact(20), fact(21), fib(20));
--EXPECT--
int(3628800)
int(2432902008176640000)
float(5.109094217170944E+19)
int(6765)
