--TEST--
JIT: closures called from compiled loops (captured values by value and by reference, $this and scope, static closures, first-class callables, static variables, recursion, errors and traces from inside, other callables through $f(...), temporaries, rebinding, generators, by-reference returns, variadics, named arguments, destructors of captured objects)
--FILE--
<?php
class Box {
    public $k = 3;
    private $secret = 10;
    public function adder() { return function ($x) { return $x + $this->k + $this->secret; }; }
    public static function stat() { return static function ($x) { return $x * 2; }; }
    public function m($x) { return $x - $this->k; }
    public function gen() { return function () { static $n = 0; return ++$n; }; }
}
$d = 2;
$f = function ($x) use ($d) { return $x + $d; };
$g = fn($x) => $x - $d;
$b = new Box();
$h = $b->adder();
$s = Box::stat();
$m = $b->m(...);
$cnt = 0;
$byref = function ($x) use (&$cnt) { $cnt++; return $x; };
$typed = function (int $x, float $y = 1.5): float { return $x * $y; };
$j = 0;
for ($i = 0; $i < 3000; $i++) {
    $j = $g($f($j));
    $j = $h($j) - 13;
    $j = $s($j) - $j;
    $j = $m($j) + 3;
    $j = $byref($j);
    $t = $typed($i) + $typed($i, 2);
}
echo $j, " ", $cnt, " ", $t, "\n";
$c1 = $b->gen(); $c2 = $b->gen();
for ($i = 0; $i < 2000; $i++) { $a = $c1(); if ($i % 2) { $z = $c2(); } }
echo $a, " ", $z, "\n";
// recursion through a captured reference
$fib = function ($n) use (&$fib) { return $n < 2 ? $n : $fib($n - 1) + $fib($n - 2); };
echo $fib(20), "\n";
// errors from inside closures, and wrong arguments
for ($i = 0; $i < 1500; $i++) {
    try { $r = $typed($i == 1499 ? "x" : $i); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
    try { $r = $f(); } catch (ArgumentCountError $e) { if ($i == 0) echo $e->getMessage(), "\n"; }
}
$thrower = function ($x) { if ($x > 1990) throw new RuntimeException("at $x"); return $x; };
try { for ($i = 0; $i < 2000; $i++) { $thrower($i); } } catch (RuntimeException $e) { echo $e->getMessage(), " line ", $e->getLine(), "\n", $e->getTraceAsString(), "\n"; }
// other callables through $f(...)
$calls = ['strlen', 'Box::stat', [$b, 'm'], 'str_repeat'];
for ($i = 0; $i < 1200; $i++) {
    $x = $calls[0]("abc") + $calls[2]($i);
}
echo $x, "\n";
class Inv { public function __invoke($x) { return $x * 3; } }
$inv = new Inv;
for ($i = 0; $i < 1200; $i++) { $x = $inv($i); }
echo $x, "\n";
// immediately invoked, temporaries
for ($i = 0; $i < 1200; $i++) { $x = (function ($y) use ($i) { return $y + $i; })(1); }
echo $x, "\n";
// a closure variable reassigned in the loop
for ($i = 0; $i < 1200; $i++) { $q = $i % 2 ? $f : $g; $x = $q($i); }
echo $x, "\n";
// bound later
$unbound = function () { return $this->k; };
$bb = Closure::bind($unbound, $b, Box::class);
for ($i = 0; $i < 1200; $i++) { $x = $bb(); }
echo $x, "\n";
// a generator closure and a by-reference closure
$gen = function ($n) { for ($k = 0; $k < $n; $k++) yield $k; };
$sum = 0;
for ($i = 0; $i < 300; $i++) { foreach ($gen(3) as $v) $sum += $v; }
echo $sum, "\n";
$arr = [1, 2, 3];
$refr = function &() use (&$arr) { return $arr; };
for ($i = 0; $i < 1200; $i++) { $rr = &$refr(); }
$rr[] = 4; echo count($arr), "\n";
// variadic and named
$va = function (...$xs) { return count($xs); };
for ($i = 0; $i < 1200; $i++) { $x = $va($i, $i, $i) + $f(x: $i); }
echo $x, "\n";
// destructors of captured objects when a closure is replaced
class D { function __destruct() { echo "D gone\n"; } }
$o = new D;
$keep = function () use ($o) { return 1; };
unset($o);
for ($i = 0; $i < 1200; $i++) { $x = $keep(); if ($i == 1100) { $keep = null; $keep = fn() => 2; echo "replaced\n"; } }
echo $x, "\n";
--EXPECTF--
0 3000 10496.5
2000 1000
6765
Too few arguments to function {closure}(), 0 passed in %s on line 39 and exactly 1 expected
{closure}(): Argument #1 ($x) must be of type int, string given, called in %s on line 38
at 1991 line 41
#0 %s(42): {closure}(1991)
#1 {main}
1199
3597
1200
1201
3
900
4
1204
D gone
replaced
2
