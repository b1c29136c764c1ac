--TEST--
Chained generators as a lazy pipeline
--FILE--
<?php
function src() { foreach (range(1, 10) as $i) { echo "."; yield $i; } }
function filter($it, $p) { foreach ($it as $k => $v) if ($p($v)) yield $k => $v; }
function map($it, $f) { foreach ($it as $k => $v) yield $k => $f($v); }
foreach (map(filter(src(), fn($v) => $v % 3 == 0), fn($v) => $v * $v) as $k => $v) echo "[$k=$v]";
echo "\n";
--EXPECT--
...[2=9]...[5=36]...[8=81].
