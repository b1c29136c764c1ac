--TEST--
isset() on an element, then a write, keeps the array unshared (no quadratic copying)
--FILE--
<?php
$c = [];
for ($i = 0; $i < 20000; $i++) {
    $k = "key_" . $i;
    if (isset($c[$k])) { echo "dup\n"; }
    $c[$k] = $i;
    $v = $c[$k] ?? -1;
}
echo count($c), " ", $c["key_19999"], "\n";
[$a, [$b, $d]] = [1, [2, 3]];
echo $a, $b, $d, "\n";
--EXPECT--
20000 19999
123
