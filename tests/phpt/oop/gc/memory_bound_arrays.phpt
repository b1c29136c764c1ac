--TEST--
Self-referencing arrays in a loop keep memory bounded
--FILE--
<?php
$base = memory_get_usage();
$max = 0;
for ($i = 0; $i < 500000; $i++) {
    $a = [$i, "x"];
    $a[] = &$a;
    unset($a);
    if ($i % 1000 == 0) { $max = max($max, memory_get_usage() - $base); }
}
var_dump($max < 8 * 1024 * 1024);
var_dump(gc_status()["runs"] > 10);
--EXPECT--
bool(true)
bool(true)
