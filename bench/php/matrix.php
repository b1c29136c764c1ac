<?php
// matrix: multiply square matrices of ints (nested packed arrays) repeatedly.
// Prints corner elements. $argv[1] overrides the repeat count.
// @small 30
function make_matrix($rows, $cols)
{
    $m = [];
    $v = 1;
    for ($i = 0; $i < $rows; $i++) {
        $row = [];
        for ($j = 0; $j < $cols; $j++) {
            $row[$j] = $v++;
        }
        $m[$i] = $row;
    }
    return $m;
}

function mmult($size, $a, $b)
{
    $c = [];
    for ($i = 0; $i < $size; $i++) {
        $row = [];
        $ai = $a[$i];
        for ($j = 0; $j < $size; $j++) {
            $s = 0;
            for ($k = 0; $k < $size; $k++) {
                $s += $ai[$k] * $b[$k][$j];
            }
            $row[$j] = $s;
        }
        $c[$i] = $row;
    }
    return $c;
}

$reps = (int)($argv[1] ?? 1500);
$size = 30;
$a = make_matrix($size, $size);
$b = make_matrix($size, $size);
$c = [];
for ($r = 0; $r < $reps; $r++) {
    $c = mmult($size, $a, $b);
}
echo "matrix ", $reps, " ", $c[0][0], " ", $c[2][3], " ", $c[3][2], " ", $c[4][4], "\n";
