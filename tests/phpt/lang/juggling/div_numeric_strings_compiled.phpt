--TEST--
Dividing numeric strings made at run time, in loops hot enough to be compiled and in a function, gives the quotient
--FILE--
<?php
$s = "10"; $t = "4"; $acc = [];
for ($i = 0; $i < 3000; $i++) {
    $q = $s / $t;
    $acc[] = $q;
    $w = "7" . "";
    $z = $w / $t;
}
var_dump($q, $z, $acc[5]);
function f($a, $b) { $c = $a . ""; $d = $b . ""; return $c / $d; }
for ($i = 0; $i < 3000; $i++) {
    $v = f("8", "2");
    $u = f("1.5", "0.25");
}
var_dump($v, $u);
--EXPECT--
float(2.5)
float(1.75)
float(2.5)
int(4)
float(6)
