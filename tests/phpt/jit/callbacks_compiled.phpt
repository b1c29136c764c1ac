--TEST--
JIT: user callbacks of built-ins run their compiled code directly (usort, array_map, array_filter), <=> compiled, errors and exceptions thrown from them
--FILE--
<?php
// Callbacks called many times by built-ins get compiled; the built-in
// then runs their code at once. <=> on ints and floats is compiled too.
$n = 3000;
$ints = [];
$floats = [];
$x = 17;
for ($i = 0; $i < $n; $i++) {
    $x = ($x * 1103515245 + 12345) & 0x7fffffff;
    $ints[] = $x % 1000;
    $floats[] = ($x % 777) / 7;
}
$a = $ints;
usort($a, function ($p, $q) { return $p <=> $q; });
$b = $floats;
usort($b, fn($p, $q) => $q <=> $p);
var_dump($a[0], $a[$n - 1], $b[0], $b[$n - 1]);
$mixed = [3, 1.5, "2", NAN, 2, "abc", 1, 0.5, INF, -INF, null, true];
for ($r = 0; $r < 300; $r++) {
    $m = $mixed;
    usort($m, fn($p, $q) => $p <=> $q);
}
var_dump(array_map(fn($v) => is_float($v) && is_nan($v) ? "NAN" : $v, $m));
$sq = array_map(fn($v) => $v * $v, $ints);
$odd = array_filter($ints, fn($v) => $v % 2 == 1);
var_dump(array_sum($sq), count($odd));

// An exception from a compiled callback, caught outside and inside.
function cmp_throw($p, $q) {
    if ($p === 999 || $q === 999) {
        throw new RuntimeException("999 met");
    }
    return $p <=> $q;
}
$c = $ints;
try {
    usort($c, 'cmp_throw');
} catch (RuntimeException $e) {
    echo $e->getMessage(), " line ", $e->getLine(), "\n";
}
function cmp_catch($p, $q) {
    try {
        if ($p === 500) {
            throw new LogicException("500");
        }
        return $p <=> $q;
    } catch (LogicException $e) {
        return -1;
    } finally {
        $GLOBALS['finally'] = ($GLOBALS['finally'] ?? 0) + 1;
    }
}
$d = $ints;
usort($d, 'cmp_catch');
var_dump($GLOBALS['finally'] > 0, count($d));
// A warning and a TypeError from inside a compiled callback.
$i = 0;
$w = array_map(function ($v) use (&$i) {
    $i++;
    if ($i == 2500) {
        return $v + $undefinedInCallback;
    }
    return $v + 1;
}, $ints);
var_dump(count($w));
try {
    array_map(function (int $v) { return $v <=> "x"; }, array_merge($ints, ["oops"]));
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "done\n";
--EXPECTF--
int(0)
int(999)
float(110.71428571428571)
int(0)
array(12) {
  [0]=>
  NULL
  [1]=>
  float(-INF)
  [2]=>
  float(0.5)
  [3]=>
  string(3) "NAN"
  [4]=>
  int(1)
  [5]=>
  float(1.5)
  [6]=>
  string(1) "2"
  [7]=>
  int(2)
  [8]=>
  int(3)
  [9]=>
  float(INF)
  [10]=>
  string(3) "abc"
  [11]=>
  bool(true)
}
int(1001491476)
int(1500)
999 met line 31
bool(true)
int(3000)

Warning: Undefined variable $undefinedInCallback in %s on line 61
int(3000)
TypeError: {closure}(): Argument #1 ($v) must be of type int, string given
done
