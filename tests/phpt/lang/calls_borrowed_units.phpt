--TEST--
Calls whose frames borrow their code (function table, methods, closures, eval, generators) keep it alive and release it
--FILE--
<?php
eval('function ev($x) { return $x * 2; }');
echo ev(21), "\n";
echo (eval('return function ($x) { return $x + 1; };'))(41), "\n";
$c = eval('return fn($x) => $x * 3;');
echo $c(14), "\n";
echo array_sum(array_map($c, [1, 2, 3])), "\n";
function add($a, $b) { return $a + $b; }
function gen() {
    $x = add(1, yield 'first');
    echo "got $x\n";
    try {
        yield add(10, yield 'second');
    } finally {
        echo "finally in gen\n";
    }
}
$g = gen();
echo $g->current(), "\n";
echo $g->send(5), "\n";
echo $g->send(7), "\n";
class A {
    public function m($n) { return $n <= 0 ? 0 : $n + $this->m($n - 1); }
    public static function s($n) { return $n <= 0 ? 0 : $n + static::s($n - 1); }
    public function thrower($n) { if ($n === 0) { throw new Exception("deep"); } return $this->thrower($n - 1); }
}
$a = new A();
echo $a->m(10), " ", A::s(10), "\n";
try {
    $a->thrower(5);
} catch (Exception $e) {
    echo $e->getMessage(), " ", count($e->getTrace()), "\n";
}
function rec($n) { return $n === 0 ? eval('return 100;') : rec($n - 1) + 1; }
echo rec(20), "\n";
$f = function ($n) use (&$f) { return $n === 0 ? 0 : 1 + $f($n - 1); };
echo $f(50), "\n";
function early() { try { yield 1; yield 2; } finally { echo "early finally\n"; } }
$e = early();
echo $e->current(), "\n";
unset($e);
$late = early();
$late->current();
echo "end\n";
--EXPECT--
42
42
42
18
first
got 6
second
17
55 55
deep 6
120
50
1
early finally
end
early finally
finally in gen
