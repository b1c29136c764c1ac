--TEST--
Collecting a 20,000-object ring and a deep chain of arrays through references
--FILE--
<?php
class L { public $next; }
$first = new L; $cur = $first;
for ($i = 0; $i < 20000; $i++) { $n = new L; $cur->next = $n; $cur = $n; }
$cur->next = $first;
unset($first, $cur, $n);
var_dump(gc_collect_cycles());
$a = []; $p = &$a;
for ($i = 0; $i < 10000; $i++) { $p[0] = []; $p = &$p[0]; }
$p[0] = &$a;
unset($a, $p);
var_dump(gc_collect_cycles());
--EXPECT--
int(20001)
int(10001)
