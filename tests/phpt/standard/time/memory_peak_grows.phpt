--TEST--
peak memory does not decrease after freeing a large string
--FILE--
<?php
$before = memory_get_peak_usage();
$s = str_repeat('x', 1000000);
$during = memory_get_peak_usage();
unset($s);
$after = memory_get_peak_usage();
var_dump($during >= $before, $after >= $during);
--EXPECT--
bool(true)
bool(true)
