--TEST--
Hash arrays: colliding int keys (strides), deletes and re-inserts, negative and string keys mixed, lookups that miss
--FILE--
<?php
$a = [];
for ($i = 0; $i < 3000; $i++) { $a[$i * 4096] = $i; }
$hits = 0; $miss = 0;
for ($i = 0; $i < 6000; $i++) {
    if (isset($a[$i * 2048])) { $hits++; } else { $miss++; }
}
echo "$hits $miss ", count($a), " ", $a[4096 * 2999], "\n";
for ($i = 0; $i < 3000; $i += 3) { unset($a[$i * 4096]); }
for ($i = 0; $i < 3000; $i += 6) { $a[$i * 4096] = -$i; }
echo count($a), " ", array_sum($a), " ", implode(",", array_slice(array_keys($a), -4)), "\n";
$m = [];
for ($i = -500; $i < 500; $i++) {
    $m[$i] = $i;
    $m["s$i"] = $i;
    $m[(string)($i * 7)] = "n$i";
}
echo count($m), " ", $m[-7], " ", $m["s-7"], " ", $m["-49"], " ", var_export(isset($m["-0"]), true), "\n";
unset($m[0], $m["s0"], $m[-49]);
$m[0] = "again";
echo count($m), " ", array_key_last($m), " ", $m[0], "\n";
$keys = array_keys($m);
echo $keys[0], " ", $keys[1], " ", $keys[2], " ", $keys[count($keys) - 2], "\n";
$h = [];
foreach (range(1, 5000) as $i) { $h[dechex($i)] = $i; }
$found = 0;
foreach (range(1, 5000) as $i) { if (isset($h[(string)$i])) { $found += $h[(string)$i]; } }
echo $found, "\n";
--EXPECT--
3000 3000 3000 2999
2500 2251500 12189696,12214272,12238848,12263424
2857 n-1 -7 n-7 false
2855 0 again
-500 s-500 -3500 3493
2995974
