--TEST--
JIT: float arithmetic and comparisons in a hot loop, NaN and mixed int/float operands
--FILE--
<?php
$nan = NAN;
$lt = $le = $eq = $ne = $id = $tr = 0;
for ($i = 0; $i < 3000; $i++) {
    $x = $i % 2 ? $nan : $i * 0.5;
    if ($x < 100) { $lt++; }
    if ($x <= 100.0) { $le++; }
    if ($x == $x) { $eq++; }
    if ($x != $x) { $ne++; }
    if ($x === $x) { $id++; }
    if ($x) { $tr++; }
}
var_dump($lt, $le, $eq, $ne, $id, $tr);
$sum = 0;
for ($f = 0.0; $f < 300; $f += 0.25) {
    $sum += $f;
}
var_dump($sum, $f);
$c = 0;
for ($i = 0; $i < 2000; $i++) {
    $z = $i % 5 == 0 ? -0.0 : 0.1 * $i;
    if (!$z) {
        $c++;
    }
    $c += (int) ($z < $i);
}
var_dump($c);
$m = 0;
for ($i = 0; $i < 2000; $i++) {
    $m = $m + 1.5 * $i - $i / 4;
}
var_dump($m, 1e308 * 10, -1e308 * 10);
$r = 0;
for ($i = 0; $i < 2000; $i++) {
    $r = $i * 1e306;
}
var_dump($r);
--EXPECT--
int(100)
int(101)
int(1500)
int(1500)
int(1500)
int(2999)
float(179850)
float(300)
int(2399)
float(2498750)
float(INF)
float(-INF)
float(INF)
