--TEST--
Recursive closures through use (&$f), closure generators, nested arrow functions
--FILE--
<?php
// Closure-based generators, by-reference captures and recursion through use (&$f)
$fib = function($n) use (&$fib) { return $n < 2 ? $n : $fib($n - 1) + $fib($n - 2); };
echo $fib(10), "\n";
$gen = function($max) { for ($i = 0; $i < $max; $i++) yield $i => $i * $i; };
foreach ($gen(3) as $k => $v) echo "$k=$v ";
echo "\n";
$total = 0;
$add = function($x) use (&$total) { $total += $x; };
foreach ([1, 2, 3] as $x) $add($x);
echo $total, "\n";
$mul = fn($x) => fn($y) => $x * $y;
echo $mul(3)(4), "\n";
$c = new class { public $v = 5; function get() { return fn() => $this->v; } };
echo $c->get()(), "\n";
--EXPECT--
55
0=0 1=1 2=4 
6
12
5
