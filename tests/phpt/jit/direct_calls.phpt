--TEST--
JIT: direct calls between compiled functions (results, exceptions, traces, types)
--FILE--
<?php
function fib($n) { return $n < 2 ? $n : fib($n - 1) + fib($n - 2); }
function add(int $a, int $b): int { return $a + $b; }
function thrower($n) {
    if ($n % 1000 == 999) {
        throw new RuntimeException("at $n");
    }
    return $n * 2;
}
function middle($n) {
    try {
        return thrower($n);
    } finally {
        $GLOBALS['fin']++;
    }
}
function counter() { static $c = 0; return ++$c; }
function args() { return count(func_get_args()); }
function deflt($a, $b = 5) { return $a + $b; }
function where() { return debug_backtrace()[0]['line']; }
function deep($n) { return $n == 0 ? 0 : 1 + deep($n - 1); }
function undef($x) { return $x + $y; }

echo fib(20), "\n";
$fin = 0;
$sum = 0;
$caught = 0;
for ($i = 0; $i < 5000; $i++) {
    try {
        $sum += middle($i);
    } catch (RuntimeException $e) {
        $caught++;
        $last = $e->getMessage() . " line " . $e->getLine();
    }
}
echo "$sum $caught $fin $last\n";
$t = 0;
for ($i = 0; $i < 3000; $i++) { $t = add($t, $i); }
echo $t, "\n";
try {
    for ($i = 0; $i < 3000; $i++) { $t = add($t, $i < 2999 ? $i : "x"); }
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
for ($i = 0; $i < 2000; $i++) { $c = counter(); }
echo $c, "\n";
$n = 0;
for ($i = 0; $i < 2000; $i++) { $n += args($i, $i, $i); }
echo $n, "\n";
$n = 0;
for ($i = 0; $i < 2000; $i++) { $n += deflt($i); }
echo $n, "\n";
$l = 0;
for ($i = 0; $i < 2000; $i++) { $l = where(); }
echo $l, "\n";
echo deep(50000), "\n";
for ($i = 0; $i < 1500; $i++) { $r = @undef($i); }
echo $r, "\n";
echo undef(1), "\n";
--EXPECTF--
6765
24965010 5 5000 at 4999 line 6
4498500
TypeError: add(): Argument #2 ($b) must be of type int, string given, called in %s on line 41
2000
6000
2009000
54
50000
1499

Warning: Undefined variable $y in %s on line 22
1
