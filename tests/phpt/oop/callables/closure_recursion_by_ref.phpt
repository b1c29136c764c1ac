--TEST--
A recursive closure through a by-reference use of itself
--FILE--
<?php
$fact = function ($n) use (&$fact) { return $n <= 1 ? 1 : $n * $fact($n - 1); };
var_dump($fact(10));
$fib = fn($n) => $n < 2 ? $n : $fib($n - 1) + $fib($n - 2);
try { $fib(5); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
--EXPECTF--
int(3628800)

Warning: Undefined variable $fib in %s on line 4
Error: Value of type null is not callable
