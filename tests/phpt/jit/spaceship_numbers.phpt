--TEST--
JIT: <=> on ints, floats and an int against a float (compared as floats), NaN and large ints in compiled loops
--FILE--
<?php
$pairs = [[1, 1.5], [2.0, 2], [PHP_INT_MAX, (float)PHP_INT_MAX], [PHP_INT_MAX - 1, 9.2233720368547758E18], [-0.0, 0], [3, NAN], [NAN, 3], [INF, PHP_INT_MAX], [9007199254740993, 9007199254740992.0]];
$out = [];
for ($i = 0; $i < 1200; $i++) {
    foreach ($pairs as $k => [$a, $b]) {
        $out[$k] = [$a <=> $b, $b <=> $a];
    }
}
echo json_encode($out), "\n";
--EXPECT--
[[-1,1],[0,0],[0,0],[0,0],[0,0],[1,1],[1,1],[1,-1],[0,0]]
