--TEST--
A collected cycle holding arrays, a dynamic property and a closure bound to one of its objects: destructors in order, then everything freed
--FILE--
<?php
class D {
    public $o;
    public $cb;
    public $list;
    function __construct(public $n) {}
    function __destruct() { echo "destruct {$this->n} #", spl_object_id($this), "\n"; }
    function bind() { $this->cb = function () { return $this->n; }; }
}
class P {
    public $o;
}
$a = new D("a"); $b = new D("b"); $c = new P;
$a->o = $b; $b->o = $c; $c->o = $a;
$a->list = [1, "two", [$c]];
$b->bind();
$c->dyn = ["x" => $b];
unset($a, $b, $c);
echo "collect\n";
var_dump(gc_collect_cycles());
$x = new P; $y = new P; $z = new P;
var_dump(gc_collect_cycles());
echo "end\n";
--EXPECTF--

Deprecated: Creation of dynamic property P::$dyn is deprecated in %s on line 17
collect
destruct a #1
destruct b #2
int(7)
int(0)
end
