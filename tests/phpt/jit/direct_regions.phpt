--TEST--
JIT: arguments staged for direct calls (undefined variables, strings, counts, overflow, by-reference callees)
--FILE--
<?php
function two($a, $b) { return $a . "|" . $b; }
function num($a) { return $a; }
function need2($a, $b) { return $a + $b; }
function extra($a) { return func_num_args(); }
function byref(&$x) { $x++; return $x; }
function typed(int $x): int { return $x * 2; }
$out = [];
for ($i = 0; $i < 3000; $i++) {
    if ($i == 2500) {
        $r = two($undefined, "s");
        $out[] = var_export($r, true);
    }
    $s = two("k$i", 'lit');
    $f = num($i + 0.5);
    $o = num(PHP_INT_MAX - 10 + $i);
    $e = extra($i, $i, $i);
    $t = typed($i % 7);
}
$out[] = "$s $f $e $t";
$out[] = var_export($o, true);
$v = 0;
for ($i = 0; $i < 2000; $i++) { byref($v); }
$out[] = $v;
try {
    for ($i = 0; $i < 2000; $i++) { $x = $i < 1999 ? need2($i, 1) : need2($i); }
} catch (ArgumentCountError $e) {
    $out[] = $e->getMessage();
}
try {
    for ($i = 0; $i < 2000; $i++) { $t = typed($i < 1999 ? $i : 1.5); }
} catch (TypeError $e) {
    $out[] = $e->getMessage();
}
echo implode("\n", $out), "\n";
--EXPECTF--

Warning: Undefined variable $undefined in %s on line 11

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 7
'|s'
k2999|lit 2999.5 3 6
9.223372036854778E+18
2000
Too few arguments to function need2(), 1 passed in %s on line 26 and exactly 2 expected
