--TEST--
Prepared callbacks whose frame is written in place: closures with $this, scope, bound and static variables, generators, too few arguments, exceptions and traces, by-reference parameters and captures, typed parameters, recursion
--FILE--
<?php
class A {
    private $k = 3;
    public function run(array $xs) {
        $m = 2;
        return array_map(function ($v) use ($m) { static $n = 0; $n++; return $v * $m + $this->k + $n; }, $xs);
    }
    public static function st(array $xs) {
        return array_map(fn($v) => static::class . $v, $xs);
    }
}
class B extends A {}
print_r((new A)->run([1, 2, 3]));
print_r(B::st([1, 2]));
function gen($x) { yield $x; yield $x * 2; }
foreach (array_map('gen', [5, 6]) as $g) { foreach ($g as $v) echo $v, " "; }
echo "\n";
function two($a, $b) { return "$a-$b"; }
try { array_map('two', [1, 2]); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage() === '' ? '' : 'msg', "\n"; }
function boom($a, $b) { if ($a == 3) throw new RuntimeException("boom $a"); return $a <=> $b; }
$arr = [5, 3, 1, 4];
try { usort($arr, 'boom'); } catch (RuntimeException $e) { echo $e->getMessage(), "\n", preg_replace('/#\d+ \S+\(\d+\)/', '#', $e->getTraceAsString()), "\n"; }
$r = [1, 2, 3];
$x = 10;
$f = function (&$v) use (&$x) { $x++; return $v + $x; };
print_r(array_map($f, $r));
echo $x, "\n";
print_r(array_filter([1, 2, 3, 4], function ($v, $k = 7) { return ($v + $k) % 2; }, ARRAY_FILTER_USE_BOTH));
print_r(array_map(function (int $v) { return $v + 1; }, ["1", "2"]));
function rec($v) { return $v > 0 ? array_sum(array_map('rec', [$v - 1, $v - 1])) + 1 : 1; }
echo rec(5), "\n";
$c = function () { return func_get_args(); };
print_r(array_map($c, [1], [2]));
echo json_encode(array_map(fn($a, $b) => [$a, $b], [1, 2], [3])), "\n";
--EXPECTF--
Array
(
    [0] => 6
    [1] => 9
    [2] => 12
)
Array
(
    [0] => B1
    [1] => B2
)
5 10 6 12 
ArgumentCountError: msg
boom 3
#0 [internal function]: boom(3, 4)
#: usort(Array, 'boom')
#2 {main}

Warning: {closure}(): Argument #1 ($v) must be passed by reference, value given in %s on line 26

Warning: {closure}(): Argument #1 ($v) must be passed by reference, value given in %s on line 26

Warning: {closure}(): Argument #1 ($v) must be passed by reference, value given in %s on line 26
Array
(
    [0] => 12
    [1] => 14
    [2] => 16
)
13
Array
(
    [0] => 1
    [1] => 2
    [2] => 3
    [3] => 4
)
Array
(
    [0] => 2
    [1] => 3
)
63
Array
(
    [0] => Array
        (
            [0] => 1
            [1] => 2
        )

)
[[1,3],[2,null]]
