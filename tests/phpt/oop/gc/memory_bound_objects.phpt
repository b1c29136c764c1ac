--TEST--
A million two-object cycles keep memory bounded
--FILE--
<?php
class N { public $o; public $n; }
$base = memory_get_usage();
$max = 0;
for ($i = 0; $i < 1000000; $i++) {
    $a = new N; $b = new N;
    $a->o = $b; $b->o = $a; $a->n = $i;
    if ($i % 1000 == 0) { $max = max($max, memory_get_usage() - $base); }
}
unset($a, $b);
var_dump($max < 8 * 1024 * 1024);
$s = gc_status();
var_dump($s["runs"] >= 100, $s["collected"] >= 1900000);
--EXPECT--
bool(true)
bool(true)
bool(true)
