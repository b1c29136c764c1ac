--TEST--
JIT: array reads and writes, string building and foreach in hot loops
--FILE--
<?php
$a = [];
for ($i = 0; $i < 3000; $i++) {
    $a[$i] = $i * 2;
}
$s = 0;
for ($i = 0; $i < 3000; $i++) {
    $s += $a[$i];
    $a[$i] += 1;
}
var_dump($s, $a[2999], count($a));
$h = [];
for ($i = 0; $i < 2000; $i++) {
    $h["k" . ($i % 50)] = $i;
}
var_dump(count($h), $h["k7"]);
$str = "";
for ($i = 0; $i < 2000; $i++) {
    $str .= $i % 10;
}
var_dump(strlen($str), substr($str, -12));
$t = 0;
foreach ($a as $k => $v) {
    $t += $k - $v;
}
var_dump($t);
$missing = 0;
for ($i = 2990; $i < 3002; $i++) {
    $missing += $a[$i] ?? -1;
}
var_dump($missing);
for ($i = 2998; $i < 3001; $i++) {
    $x = $a[$i];
}
var_dump($x);
$m = [[1, 2], [3, 4]];
$acc = 0;
for ($i = 0; $i < 2000; $i++) {
    $acc += $m[$i % 2][($i >> 1) % 2];
}
var_dump($acc);
--EXPECTF--
int(8997000)
int(5999)
int(3000)
int(50)
int(1957)
int(2000)
string(12) "890123456789"
int(-4501500)
int(59898)

Warning: Undefined array key 3000 in %s on line 33
NULL
int(5000)
