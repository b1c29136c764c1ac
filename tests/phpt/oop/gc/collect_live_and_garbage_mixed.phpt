--TEST--
Garbage and live cycles reaching each other, roots found in different orders: only what nothing outside holds is freed; self-referencing arrays kept through a reference
--FILE--
<?php
// Garbage and live blocks reachable from each other, the roots found in
// different orders: what is held from outside stays, the rest goes.
class N {
    public $next;
    public $other;
    public function __construct(public $name) {}
}

function ring($names) {
    $r = [];
    foreach ($names as $n) {
        $r[] = new N($n);
    }
    $c = count($r);
    for ($i = 0; $i < $c; $i++) {
        $r[$i]->next = $r[($i + 1) % $c];
    }
    return $r[0];
}

function names($o, $k) {
    $out = [];
    for ($i = 0; $i < $k; $i++) {
        $out[] = $o->name;
        $o = $o->next;
    }
    return implode(" ", $out);
}

// A live object holding one ring, which holds a second ring: both stay.
function case1() {
    $live = new N("live");
    $a = ring(["a1", "a2", "a3"]);
    $b = ring(["b1", "b2"]);
    $a->next->other = $b;
    $live->other = $a->next->next;
    unset($a, $b);
    var_dump(gc_collect_cycles());
    echo names($live->other, 4), " / ", names($live->other->next->next->other, 3), "\n";
    return $live;
}
$live = case1();
var_dump(gc_collect_cycles());
$live = null;
var_dump(gc_collect_cycles());

// A garbage ring pointing at a live ring: only the garbage goes.
function case2() {
    $a = ring(["a1", "a2", "a3", "a4"]);
    $b = ring(["b1", "b2"]);
    $a->other = $b;
    $b->next->other = $b;
    return $b;
}
$b = case2();
var_dump(gc_collect_cycles());
echo names($b, 3), "\n";
$b = null;
var_dump(gc_collect_cycles());

// Roots whose cycles meet: one held from outside through the last root.
function case3() {
    $rings = [];
    for ($i = 0; $i < 5; $i++) {
        $rings[] = ring(["r{$i}a", "r{$i}b", "r{$i}c"]);
    }
    for ($i = 0; $i < 4; $i++) {
        $rings[$i]->other = $rings[$i + 1]->next;
    }
    return $rings[4]->next->next;
}
// (php's counts of this case are not Tusk's, see docs/ARCHITECTURE.md:
// only what survives is printed.)
$keep = case3();
gc_collect_cycles();
echo names($keep, 4), " ", names($keep->next->other ?? $keep, 2), "\n";
$keep = null;
gc_collect_cycles();
echo gc_status()['roots'] >= 0 ? "ok" : "", "\n";

// Self-referencing arrays, one kept through a reference.
function arrays() {
    $keep = [];
    for ($i = 0; $i < 4; $i++) {
        $arr = [$i];
        $arr[] = &$arr;
        if ($i == 2) {
            $keep[] = &$arr;
        }
        unset($arr);
    }
    return $keep;
}
$k = arrays();
var_dump(gc_collect_cycles());
echo count($k[0]), " ", $k[0][0], " ", $k[0][1][1][1][0], "\n";
$k[0][] = "more";
echo count($k[0][1]), "\n";
$k = null;
gc_collect_cycles();
echo memory_get_usage() < 4 * 1024 * 1024 ? "bounded" : "unbounded", "\n";
--EXPECT--
int(0)
a3 a1 a2 a3 / b1 b2 b1
int(0)
int(5)
int(4)
b1 b2 b1
int(2)
r4c r4a r4b r4c r4c r4a
ok
int(3)
2 2 2
3
bounded
