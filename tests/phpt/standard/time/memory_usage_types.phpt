--TEST--
memory_get_usage and memory_get_peak_usage return positive ints
--FILE--
<?php
$m = memory_get_usage();
$p = memory_get_peak_usage();
var_dump(is_int($m), $m > 0);
var_dump(is_int($p), $p > 0);
var_dump($p >= $m);
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
