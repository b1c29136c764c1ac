--TEST--
Destructors of a collected cycle run in order, once, before it is freed
--FILE--
<?php
class D {
    public $o;
    function __construct(public $n) {}
    function __destruct() { echo "destruct {$this->n}\n"; }
}
$a = new D(1); $b = new D(2); $c = new D(3);
$a->o = $b; $b->o = $c; $c->o = $a;
unset($a, $b, $c);
echo "collect\n";
var_dump(gc_collect_cycles());
echo "again\n";
var_dump(gc_collect_cycles());
$s = gc_status();
var_dump($s["runs"], $s["collected"]);
--EXPECT--
collect
destruct 1
destruct 2
destruct 3
int(3)
again
int(0)
int(2)
int(3)
