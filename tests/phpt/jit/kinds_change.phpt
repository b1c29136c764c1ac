--TEST--
JIT: variables that change kind in a hot loop (strings, null, bool, arrays, undefined) take php's paths
--FILE--
<?php
$a = 0;
for ($i = 0; $i < 3000; $i++) {
    if ($i == 1500) {
        $a = "12";
    }
    if ($i == 2000) {
        $a = "7 apples";
    }
    if ($i == 2500) {
        $a = null;
    }
    $a = $a + 1;
}
var_dump($a);
$b = 1.5;
for ($i = 0; $i < 2000; $i++) {
    if ($i == 1999) {
        $b = true;
    }
    $b = $b * 2 - ($b < 10 ? 1 : 0);
    if (is_float($b) && $b > 1e9) {
        $b = 1.5;
    }
}
var_dump($b);
for ($i = 0; $i < 2000; $i++) {
    if ($i == 1998) {
        $u = $undefined + 1;
    }
}
var_dump($u);
$n = 0;
for ($i = 0; $i < 2000; $i++) {
    $v = $i % 4 == 0 ? "x" : ($i % 4 == 1 ? [] : ($i % 4 == 2 ? 0.0 : null));
    if ($v) {
        $n++;
    }
    if (!$v) {
        $n += 2;
    }
}
var_dump($n);
$s = 0;
for ($i = 0; $i < 2000; $i++) {
    $t = $i % 3 == 0 ? "5" : $i;
    if ($t < 1000) {
        $s += $t;
    }
    if ($t == "5") {
        $s -= 1;
    }
}
var_dump($s);
try {
    $arr = [1];
    for ($i = 0; $i < 2000; $i++) {
        $x = $i > 1990 ? $arr + 1 : $i + 1;
    }
} catch (TypeError $e) {
    echo $e->getMessage(), " at i=$i\n";
}
--EXPECTF--

Warning: A non-numeric value encountered in %s on line 13
int(500)
int(2)

Warning: Undefined variable $undefined in %s on line 29
int(1)
int(3500)
int(335334)
Unsupported operand types: array + int at i=1991
