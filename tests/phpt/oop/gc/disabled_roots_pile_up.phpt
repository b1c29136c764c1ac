--TEST--
With the collector disabled, cycles pile up until gc_collect_cycles
--FILE--
<?php
gc_disable();
class N { public $o; }
for ($i = 0; $i < 20000; $i++) { $a = new N; $b = new N; $a->o = $b; $b->o = $a; }
unset($a, $b);
$s = gc_status();
var_dump($s["runs"], $s["roots"] >= 20000);
var_dump(gc_collect_cycles());
$s = gc_status();
var_dump($s["runs"], $s["collected"], $s["roots"]);
--EXPECT--
int(0)
bool(true)
int(40000)
int(1)
int(40000)
int(0)
