--TEST--
if (cond) break; / continue; in every kind of loop, nested, with switch, foreach, finally
--FILE--
<?php
$i = 0;
while (true) {
    $i++;
    if ($i > 5) break;
    if ($i % 2 == 0) continue;
    echo $i;
}
echo "\n";
do {
    $i--;
    if ($i < 2 && $i > 0) break;
    if (!($i & 1)) continue;
    echo $i;
} while ($i > -3);
echo " $i\n";
for ($a = 0; $a < 4; $a++) {
    for ($b = 0; $b < 4; $b++) {
        if ($b > $a) continue;
        if ($a + $b == 5) break;
        echo "$a$b ";
    }
}
echo "\n";
foreach ([1, 2, 3, 4, 5] as $k => $v) {
    if ($v == 2) continue;
    if ($v == 4) break;
    echo "$k=$v ";
}
echo "\n";
foreach ([1, 2, 3] as $x) {
    foreach ([10, 20, 30] as $y) {
        if ($y == 20) break;
        echo $x * $y, " ";
    }
}
echo "\n";
for ($c = 0; $c < 4; $c++) {
    switch ($c) {
        case 1:
            if ($c) break;
            echo "no";
        default:
            echo "s$c ";
    }
}
echo "\n";
for ($c = 0; $c < 3; $c++) {
    try {
        if ($c == 1) continue;
        if ($c == 2) break;
        echo "t$c ";
    } finally {
        echo "f$c ";
    }
}
echo "\n";
$n = 0;
while (true) {
    if (++$n >= 3 && print("p")) break;
    if ($n == 1 || $n == 2 and print("q")) continue;
}
echo " $n\n";
$m = 0;
while ($m < 10) {
    $m++;
    if (!$m || $m > 3) break;
}
echo "$m\n";
--EXPECT--
135
53 1
00 10 11 20 21 22 30 31 
0=1 2=3 
10 20 30 
s0 s2 s3 
t0 f0 f1 f2 
qqp 3
4
