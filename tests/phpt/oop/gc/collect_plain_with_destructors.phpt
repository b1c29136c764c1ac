--TEST--
Garbage mixing plain objects and objects with destructors: destructor order, the plain objects they reach still readable, all freed by the second pass
--FILE--
<?php
// Garbage mixing plain objects and objects with destructors: the
// destructors run in php's order, the plain objects they reach stay
// readable in them, and everything is freed by the second pass.
class Plain {
    public $peer;
    public function __construct(public $name) {}
}
class Loud {
    public $peer;
    public $plain;
    public function __construct(public $name) {}
    public function __destruct() {
        echo "destruct ", $this->name, " ", $this->plain?->name, " ", $this->plain?->peer?->name, "\n";
    }
}

function make($k) {
    for ($i = 0; $i < $k; $i++) {
        $p = new Plain("p$i");
        $q = new Plain("q$i");
        $p->peer = $q;
        $q->peer = $p;
        if ($i % 2 == 0) {
            $l = new Loud("l$i");
            $l->plain = $p;
            $l->peer = $l;
            $q->peer = $l;
        }
    }
}
make(6);
echo gc_collect_cycles() > 0 ? "collected\n" : "none\n";
echo gc_collect_cycles() > 0 ? "collected\n" : "none\n";
make(3);
unset($p);
echo "collect\n";
echo gc_collect_cycles() > 0 ? "collected\n" : "none\n";
echo "end\n";
--EXPECT--
destruct l0 p0 q0
destruct l2 p2 q2
destruct l4 p4 q4
collected
none
collect
destruct l0 p0 q0
destruct l2 p2 q2
collected
end
