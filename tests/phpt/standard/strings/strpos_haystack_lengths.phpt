--TEST--
strpos(), str_contains(), substr_count() and str_replace() on haystacks of
every length around the 16-byte blocks and the 256-byte near scan, with
needles of 1 to 5 bytes found at the start, the middle, the very end, and
not at all
--FILE--
<?php
foreach ([0, 1, 2, 3, 15, 16, 17, 31, 32, 33, 63, 64, 65, 255, 256, 257, 258, 259, 260, 300, 1000] as $len) {
    foreach (["x", "xy", "xyz", "xyzw", "xyzwq"] as $n) {
        $res = [];
        $hay = str_repeat(".", $len);
        $res[] = var_export(strpos($hay, $n), true);
        $res[] = var_export(str_contains($hay, $n), true);
        if ($len >= strlen($n)) {
            // at the end
            $end = substr($hay, 0, $len - strlen($n)) . $n;
            $res[] = strpos($end, $n);
            $res[] = strrpos($end, $n);
            $res[] = var_export(str_contains($end, $n), true);
            $res[] = substr_count($end, $n);
            // at the start and in the middle, searched from an offset
            $mid = intdiv($len - strlen($n), 2);
            $both = $n . substr($hay, strlen($n));
            $both = substr_replace($both, $n, $mid, strlen($n));
            $res[] = strpos($both, $n);
            $res[] = var_export(strpos($both, $n, 1), true);
            $res[] = var_export(stripos($both, strtoupper($n), 1), true);
            $res[] = strlen(str_replace($n, "<>", $both));
            // a near miss: all but the last byte
            if (strlen($n) > 1) {
                $miss = substr($hay, 0, $len - strlen($n)) . substr($n, 0, -1) . ".";
                $res[] = var_export(strpos($miss, $n), true);
            }
        }
        echo $len, " ", $n, ": ", implode(" ", $res), "\n";
    }
}
--EXPECT--
0 x: false false
0 xy: false false
0 xyz: false false
0 xyzw: false false
0 xyzwq: false false
1 x: false false 0 0 true 1 0 false false 2
1 xy: false false
1 xyz: false false
1 xyzw: false false
1 xyzwq: false false
2 x: false false 1 1 true 1 0 false false 3
2 xy: false false 0 0 true 1 0 false false 2 false
2 xyz: false false
2 xyzw: false false
2 xyzwq: false false
3 x: false false 2 2 true 1 0 1 1 5
3 xy: false false 1 1 true 1 0 false false 3 false
3 xyz: false false 0 0 true 1 0 false false 2 false
3 xyzw: false false
3 xyzwq: false false
15 x: false false 14 14 true 1 0 7 7 17
15 xy: false false 13 13 true 1 0 6 6 15 false
15 xyz: false false 12 12 true 1 0 6 6 13 false
15 xyzw: false false 11 11 true 1 0 5 5 11 false
15 xyzwq: false false 10 10 true 1 0 5 5 9 false
16 x: false false 15 15 true 1 0 7 7 18
16 xy: false false 14 14 true 1 0 7 7 16 false
16 xyz: false false 13 13 true 1 0 6 6 14 false
16 xyzw: false false 12 12 true 1 0 6 6 12 false
16 xyzwq: false false 11 11 true 1 0 5 5 10 false
17 x: false false 16 16 true 1 0 8 8 19
17 xy: false false 15 15 true 1 0 7 7 17 false
17 xyz: false false 14 14 true 1 0 7 7 15 false
17 xyzw: false false 13 13 true 1 0 6 6 13 false
17 xyzwq: false false 12 12 true 1 0 6 6 11 false
31 x: false false 30 30 true 1 0 15 15 33
31 xy: false false 29 29 true 1 0 14 14 31 false
31 xyz: false false 28 28 true 1 0 14 14 29 false
31 xyzw: false false 27 27 true 1 0 13 13 27 false
31 xyzwq: false false 26 26 true 1 0 13 13 25 false
32 x: false false 31 31 true 1 0 15 15 34
32 xy: false false 30 30 true 1 0 15 15 32 false
32 xyz: false false 29 29 true 1 0 14 14 30 false
32 xyzw: false false 28 28 true 1 0 14 14 28 false
32 xyzwq: false false 27 27 true 1 0 13 13 26 false
33 x: false false 32 32 true 1 0 16 16 35
33 xy: false false 31 31 true 1 0 15 15 33 false
33 xyz: false false 30 30 true 1 0 15 15 31 false
33 xyzw: false false 29 29 true 1 0 14 14 29 false
33 xyzwq: false false 28 28 true 1 0 14 14 27 false
63 x: false false 62 62 true 1 0 31 31 65
63 xy: false false 61 61 true 1 0 30 30 63 false
63 xyz: false false 60 60 true 1 0 30 30 61 false
63 xyzw: false false 59 59 true 1 0 29 29 59 false
63 xyzwq: false false 58 58 true 1 0 29 29 57 false
64 x: false false 63 63 true 1 0 31 31 66
64 xy: false false 62 62 true 1 0 31 31 64 false
64 xyz: false false 61 61 true 1 0 30 30 62 false
64 xyzw: false false 60 60 true 1 0 30 30 60 false
64 xyzwq: false false 59 59 true 1 0 29 29 58 false
65 x: false false 64 64 true 1 0 32 32 67
65 xy: false false 63 63 true 1 0 31 31 65 false
65 xyz: false false 62 62 true 1 0 31 31 63 false
65 xyzw: false false 61 61 true 1 0 30 30 61 false
65 xyzwq: false false 60 60 true 1 0 30 30 59 false
255 x: false false 254 254 true 1 0 127 127 257
255 xy: false false 253 253 true 1 0 126 126 255 false
255 xyz: false false 252 252 true 1 0 126 126 253 false
255 xyzw: false false 251 251 true 1 0 125 125 251 false
255 xyzwq: false false 250 250 true 1 0 125 125 249 false
256 x: false false 255 255 true 1 0 127 127 258
256 xy: false false 254 254 true 1 0 127 127 256 false
256 xyz: false false 253 253 true 1 0 126 126 254 false
256 xyzw: false false 252 252 true 1 0 126 126 252 false
256 xyzwq: false false 251 251 true 1 0 125 125 250 false
257 x: false false 256 256 true 1 0 128 128 259
257 xy: false false 255 255 true 1 0 127 127 257 false
257 xyz: false false 254 254 true 1 0 127 127 255 false
257 xyzw: false false 253 253 true 1 0 126 126 253 false
257 xyzwq: false false 252 252 true 1 0 126 126 251 false
258 x: false false 257 257 true 1 0 128 128 260
258 xy: false false 256 256 true 1 0 128 128 258 false
258 xyz: false false 255 255 true 1 0 127 127 256 false
258 xyzw: false false 254 254 true 1 0 127 127 254 false
258 xyzwq: false false 253 253 true 1 0 126 126 252 false
259 x: false false 258 258 true 1 0 129 129 261
259 xy: false false 257 257 true 1 0 128 128 259 false
259 xyz: false false 256 256 true 1 0 128 128 257 false
259 xyzw: false false 255 255 true 1 0 127 127 255 false
259 xyzwq: false false 254 254 true 1 0 127 127 253 false
260 x: false false 259 259 true 1 0 129 129 262
260 xy: false false 258 258 true 1 0 129 129 260 false
260 xyz: false false 257 257 true 1 0 128 128 258 false
260 xyzw: false false 256 256 true 1 0 128 128 256 false
260 xyzwq: false false 255 255 true 1 0 127 127 254 false
300 x: false false 299 299 true 1 0 149 149 302
300 xy: false false 298 298 true 1 0 149 149 300 false
300 xyz: false false 297 297 true 1 0 148 148 298 false
300 xyzw: false false 296 296 true 1 0 148 148 296 false
300 xyzwq: false false 295 295 true 1 0 147 147 294 false
1000 x: false false 999 999 true 1 0 499 499 1002
1000 xy: false false 998 998 true 1 0 499 499 1000 false
1000 xyz: false false 997 997 true 1 0 498 498 998 false
1000 xyzw: false false 996 996 true 1 0 498 498 996 false
1000 xyzwq: false false 995 995 true 1 0 497 497 994 false
