--TEST--
JIT: direct calls to functions with default parameters and to functions that only return
--FILE--
<?php
function mix($a, $b, $c = 3, $d = [1, 2]) { return $a + $b * $c + count($d); }
function same($x) { return $x; }
function konst() { return "k"; }
function opt($x = null) { return $x; }
function &ref(array &$a) { return $a; }
$s = 0; $t = ""; $n = 0;
for ($i = 0; $i < 3000; $i++) {
    $s += mix($i, 2) - mix(1, $i & 3, 4) + mix(1, 1, 1, [1]);
    $t = same("v$i") . konst();
    if (opt() === null && opt($i) === $i) { $n++; }
}
echo "$s $t $n\n";
$arr = [1];
for ($i = 0; $i < 1500; $i++) { $r = &ref($arr); }
$r[] = 2;
echo count($arr), "\n";
for ($i = 0; $i < 1200; $i++) { $u = same(...[$i]); }
echo $u, "\n";
echo same(), "\n";
--EXPECTF--
4504500 v2999k 3000
2
1199

Fatal error: Uncaught ArgumentCountError: Too few arguments to function same(), 0 passed in %s on line 20 and exactly 1 expected in %s:3
Stack trace:
#0 %s(20): same()
#1 {main}
  thrown in %s on line 3
