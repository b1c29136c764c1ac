<?php
// mem_array: one million small arrays held at once; prints the engine's own
// peak memory figure. The output differs between engines by design, so the
// runner does not compare it; what matters is the peak RSS it measures.
// @small 100000
// @nocompare
// @group mem
$n = (int)($argv[1] ?? 1000000);
for ($i = 0; $i < $n; $i++) $a[$i] = array("hello");
echo memory_get_peak_usage(), "\n";
