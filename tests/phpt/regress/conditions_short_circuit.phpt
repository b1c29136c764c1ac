--TEST--
Conditions compiled to jumps: !, &&, ||, comparisons, evaluation order and short-circuit
--FILE--
<?php
function t($x) { echo "t($x) "; return $x; }
foreach ([[0, 0], [0, 1], [1, 0], [1, 1]] as [$a, $b]) {
    if (t($a) && t($b)) { echo "and "; } else { echo "!and "; }
    if (t($a) || t($b)) { echo "or "; } else { echo "!or "; }
    if (!(t($a) && !t($b))) { echo "nand "; }
    if ($a < $b || $a > $b && t(2)) { echo "ne "; }
    echo (t($a) >= t($b) ? "ge" : "lt"), "\n";
}
$i = 0; $n = 0;
while ($i < 10 && !($i == 7)) { $i++; $n += $i; }
echo $i, " ", $n, "\n";
for ($j = 10; $j > 0 || $j == -3; $j -= 3) { echo $j, ","; }
echo "\n";
$x = null;
if (!$x) echo "null is falsy\n";
if ("0.0" > 0 || "abc" < 1) echo "juggled\n";
var_dump(1.5 <= 1.5, NAN < 1 ? "y" : "n", NAN >= 1 ? "y" : "n");
--EXPECT--
t(0) !and t(0) t(0) !or t(0) nand t(0) t(0) ge
t(0) !and t(0) t(1) or t(0) nand ne t(0) t(1) lt
t(1) t(0) !and t(1) or t(1) t(0) t(2) ne t(1) t(0) ge
t(1) t(1) and t(1) or t(1) t(1) nand t(1) t(1) ge
7 28
10,7,4,1,
null is falsy
bool(true)
string(1) "n"
string(1) "n"
