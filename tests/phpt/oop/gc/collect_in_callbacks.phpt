--TEST--
Collections inside callbacks, generators, ArrayObject iteration and foreach by reference
--FILE--
<?php
class N { public $o; public $a = []; public $f; function __construct(public $id) {} }
function mk($i) { $a = new N($i); $b = new N($i+1); $a->o = $b; $b->o = $a; $a->a[] = &$a->a; $b->f = function() use ($a) { return $a->id; }; return $a; }
$keep = [];
for ($i = 0; $i < 200; $i++) {
    $x = mk($i);
    if ($i % 3 == 0) $keep[] = $x;
    if ($i % 7 == 0) gc_collect_cycles();
}
$arr = range(1, 50);
usort($arr, function ($p, $q) use (&$keep) { gc_collect_cycles(); return $q <=> $p; });
echo implode(",", array_slice($arr, 0, 5)), "\n";
$ao = new ArrayObject([]);
foreach (range(1, 20) as $i) { $n = new N($i); $n->o = $ao; $ao[] = $n; }
foreach ($ao as $k => $v) { if ($k % 5 == 0) gc_collect_cycles(); }
function g($keep) { foreach ($keep as $k) { gc_collect_cycles(); yield $k->o->id; } }
$s = 0; foreach (g($keep) as $v) { $s += $v; }
echo $s, "\n";
$r = [1, 2, 3];
foreach ($r as &$ref) { $ref = [&$r]; gc_collect_cycles(); }
unset($ref);
echo count($r), "\n";
unset($keep, $ao, $r, $x, $n);
echo gc_collect_cycles() > 0 ? "collected\n" : "none\n";
$sum = 0; foreach ([] as $z) {}
for ($i = 0; $i < 30000; $i++) { $q = mk($i); $sum += ($q->o->f)(); }
echo $sum, "\n";
echo "done\n";
--EXPECT--
50,49,48,47,46
6700
3
collected
449985000
done
