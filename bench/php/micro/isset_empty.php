<?php
// micro/isset_empty: isset() and empty() on array elements, present and
// missing, with integer and string keys. $argv[1] overrides the count.
// @small 200000
$n = (int)($argv[1] ?? 10000000);
$list = [0, 1, 2, "", null, "x", 6, 7];
$map = ["a" => 1, "b" => 0, "c" => null, "d" => "0"];
$names = ["a", "b", "c", "d", "e", "f", "g", "h"];
$hits = 0;
for ($i = 0; $i < $n; $i++) {
    $j = $i & 15;
    $k = $names[$i & 7];
    if (isset($list[$j])) {
        $hits++;
    }
    if (!empty($list[$j])) {
        $hits += 2;
    }
    if (isset($map[$k])) {
        $hits += 3;
    }
    if (empty($map[$k])) {
        $hits += 5;
    }
}
echo "isset_empty ", $n, " ", $hits, "\n";
