--TEST--
JIT: int arithmetic that overflows inside a hot loop turns to float as php does
--FILE--
<?php
$x = PHP_INT_MAX - 1500;
for ($i = 0; $i < 3000; $i++) {
    $x = $x + 1;
}
var_dump($x);
$y = PHP_INT_MIN + 1500;
for ($i = 0; $i < 3000; $i++) {
    $y = $y - 1;
}
var_dump($y);
$m = 3;
for ($i = 0; $i < 3000; $i++) {
    $m = $m * 3;
}
var_dump($m);
$c = PHP_INT_MAX - 1000;
for ($i = 0; $i < 2000; $i++) {
    $c++;
}
var_dump($c);
$d = PHP_INT_MIN + 1000;
for ($i = 0; $i < 2000; $i++) {
    $d--;
}
var_dump($d);
$s = PHP_INT_MAX - 1200;
for ($i = 0; $i < 2500; $i++) {
    $s += 1;
}
var_dump($s);
$t = 0;
for ($i = PHP_INT_MAX - 1500; $i < PHP_INT_MAX; $i++) {
    $t++;
}
var_dump($t, $i);
--EXPECT--
float(9.223372036854776E+18)
float(-9.223372036854776E+18)
float(INF)
float(9.223372036854776E+18)
float(-9.223372036854776E+18)
float(9.223372036854776E+18)
int(1500)
int(9223372036854775807)
