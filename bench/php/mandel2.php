<?php
// mandel2: the Mandelbrot set again, written with for loops whose condition
// carries the escape test, building one text row per line and hashing it.
// Prints a checksum of the picture. $argv[1] overrides the grid width.
// @small 128
function picture($w, $limit)
{
    $h = intdiv($w, 2);
    $hash = 0;
    for ($y = 0; $y < $h; $y++) {
        $row = "";
        $ci = -1.2 + 2.4 * $y / $h;
        for ($x = 0; $x < $w; $x++) {
            $cr = -2.1 + 3.0 * $x / $w;
            for ($zr = 0.0, $zi = 0.0, $k = 0;
                 $k < $limit && $zr * $zr + $zi * $zi <= 4.0;
                 $k++) {
                $t = $zr * $zr - $zi * $zi + $cr;
                $zi = 2.0 * $zr * $zi + $ci;
                $zr = $t;
            }
            $row .= $k == $limit ? "#" : ($k > 8 ? "+" : ".");
        }
        for ($j = 0; $j < $w; $j++) {
            $hash = ($hash * 31 + ord($row[$j])) % 1000000007;
        }
    }
    return $hash;
}

$w = (int)($argv[1] ?? 900);
echo "mandel2 ", $w, " ", picture($w, 100), "\n";
