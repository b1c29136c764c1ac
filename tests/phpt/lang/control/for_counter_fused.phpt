--TEST--
for loops whose step and condition are one counter compared with a bound: every shape and the cases the fast path leaves to the plain ops
--FILE--
<?php
function run($lo, $hi) {
    $out = [];
    for ($i = $lo; $i < $hi; $i++) { $out[] = $i; }
    for ($i = $lo; $i <= $hi; ++$i) { $out[] = $i; }
    for ($i = $hi; $i > $lo; $i--) { $out[] = $i; }
    for ($i = $hi; $i >= $lo; --$i) { $out[] = $i; }
    for ($i = $lo; $hi > $i; $i++) { $out[] = $i; }
    for ($i = $lo; $hi >= $i; $i++) { $out[] = $i; }
    for ($i = $hi; $lo < $i; $i--) { $out[] = $i; }
    for ($i = $hi; $lo <= $i; $i--) { $out[] = $i; }
    for ($i = 0; $i < 3; $i++) { $out[] = "k$i"; }
    for ($i = 3; $i >= 0; $i--) { $out[] = "d$i"; }
    echo implode(",", $out), "\n";
}
run(2, 5);
run(5, 2);
run("1", "4");
run(1.5, 4);
// Overflow of the counter: php turns it into a float.
for ($i = 9223372036854775806; $i > 0; $i++) {
    var_dump($i);
    if (is_float($i)) break;
}
for ($i = -9223372036854775807; $i < 0; $i--) {
    var_dump($i);
    if (is_float($i)) break;
}
// A counter in a reference set, a bound changed by the body.
$i = 0;
$r = &$i;
for ($i = 0; $i < 4; $i++) { echo $r; $r++; }
echo "\n";
$n = 3;
for ($j = 0; $j < $n; $j++) { echo $j; if ($j == 1) { $n = 6; } }
echo "\n";
unset($r);
// A string counter, an array bound, continue.
for ($s = "a"; $s < 5; $s++) { echo "[$s]"; if ($s === 1) break; }
echo "\n";
for ($k = 0; $k < 10; $k++) { if ($k % 3) continue; echo $k; }
echo "\n";
// Undefined counter and bound warn with their line.
for (; $u < 2; $u++) { echo "u$u"; }
echo "\n";
for ($w = 0; $w < $undef; $w++) { echo "never"; }
echo "done\n";
--EXPECTF--
2,3,4,2,3,4,5,5,4,3,5,4,3,2,2,3,4,2,3,4,5,5,4,3,5,4,3,2,k0,k1,k2,d3,d2,d1,d0
k0,k1,k2,d3,d2,d1,d0
1,2,3,1,2,3,4,4,3,2,4,3,2,1,1,2,3,1,2,3,4,4,3,2,4,3,2,1,k0,k1,k2,d3,d2,d1,d0
1.5,2.5,3.5,1.5,2.5,3.5,4,3,2,4,3,2,1.5,2.5,3.5,1.5,2.5,3.5,4,3,2,4,3,2,k0,k1,k2,d3,d2,d1,d0
int(9223372036854775806)
int(9223372036854775807)
float(9.223372036854776E+18)
int(-9223372036854775807)
int(-9223372036854775808)
float(-9.223372036854776E+18)
02
012345

0369

Warning: Undefined variable $u in %s on line 44

Warning: Undefined variable $u in %s on line 44
u
Warning: Undefined variable $u in %s on line 44
u1

Warning: Undefined variable $undef in %s on line 46
done
