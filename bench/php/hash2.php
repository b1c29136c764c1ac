<?php
// hash2: build a string-keyed hash, then add it into a second hash with
// foreach many times. Prints a few entries. $argv[1] overrides the rounds.
// @small 60
$rounds = (int)($argv[1] ?? 3000);
$a = [];
for ($i = 0; $i < 10000; $i++) {
    $a["key_" . $i] = $i;
}
$b = [];
for ($r = 0; $r < $rounds; $r++) {
    foreach ($a as $k => $v) {
        if (isset($b[$k])) {
            $b[$k] += $v;
        } else {
            $b[$k] = $v;
        }
    }
}
echo "hash2 ", $rounds, " ", $b["key_1"], " ", $b["key_9999"], " ", count($b), "\n";
