--TEST--
The locals of a generator suspended in yield from (kept in it while the inner generator is resumed directly) survive a cycle collection run from the inner one, and are released when it is abandoned there, its finally block running
--FILE--
<?php
class D { public $self; public function __construct(public string $n) {} public function __destruct() { echo "destruct {$this->n}\n"; } }
function inner() { yield 1; gc_collect_cycles(); yield 2; gc_collect_cycles(); yield 3; }
function outer() {
    $o = new D("cycle");
    $o->self = $o;
    $k = new D("plain");
    try {
        yield from inner();
        echo "outer still has {$o->n} and {$k->n}\n";
        yield 4;
    } finally {
        echo "outer finally\n";
    }
}
foreach (outer() as $v) { echo "v=$v\n"; }
gc_collect_cycles();
echo "--\n";
$g = outer();
foreach ($g as $v) { echo "v=$v\n"; if ($v == 2) { break; } }
echo "abandon\n";
unset($g);
gc_collect_cycles();
echo "end\n";
--EXPECT--
v=1
v=2
v=3
outer still has cycle and plain
v=4
outer finally
destruct plain
destruct cycle
--
v=1
v=2
abandon
outer finally
destruct plain
destruct cycle
end
