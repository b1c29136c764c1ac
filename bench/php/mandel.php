<?php
// mandel: escape-time Mandelbrot set on a grid (float arithmetic, while loop
// with break). Prints the number of points inside and the iteration total.
// $argv[1] overrides the grid width (height is width / 2).
// @small 170
$w = (int)($argv[1] ?? 1200);
$h = intdiv($w, 2);
$limit = 100;

$inside = 0;
$total = 0;
for ($y = 0; $y < $h; $y++) {
    $ci = ($y / $h) * 2.4 - 1.2;
    for ($x = 0; $x < $w; $x++) {
        $cr = ($x / $w) * 3.0 - 2.1;
        $zr = 0.0;
        $zi = 0.0;
        $k = 0;
        while (true) {
            $t = $zr * $zr - $zi * $zi + $cr;
            $zi = 2.0 * $zr * $zi + $ci;
            $zr = $t;
            $k++;
            if ($zr * $zr + $zi * $zi > 4.0) {
                break;
            }
            if ($k >= $limit) {
                $inside++;
                break;
            }
        }
        $total += $k;
    }
}
echo "mandel ", $w, " ", $inside, " ", $total, "\n";
