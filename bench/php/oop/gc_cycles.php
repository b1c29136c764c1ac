<?php
// oop/gc_cycles: the cycle collector at work: two-object reference
// cycles, a self-referencing array and an object holding a closure bound
// to it, all dropped each iteration and freed by automatic collections.
// Prints what survives, not the collector's counters (those are engine
// internals). $argv[1] overrides the count.
// @small 100000
class Node
{
    public $peer;
    public $cb;

    public function __construct(public $id)
    {
    }

    public function bindSelf()
    {
        $this->cb = function () {
            return $this->id;
        };
    }
}

$n = (int)($argv[1] ?? 2000000);
$s = 0;
for ($i = 0; $i < $n; $i++) {
    $a = new Node($i);
    $b = new Node($i + 1);
    $a->peer = $b;
    $b->peer = $a;
    $s += $a->peer->id;
    if (($i & 3) == 0) {
        $arr = [$i];
        $arr[] = &$arr;
        unset($arr);
        $a->bindSelf();
        $s += ($a->cb)();
    }
}
echo "gc_cycles ", $n, " ", $s, " ", memory_get_usage() < 64 * 1024 * 1024 ? "bounded" : "unbounded", "\n";
