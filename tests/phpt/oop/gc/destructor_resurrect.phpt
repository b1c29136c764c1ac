--TEST--
A destructor run by the collector may resurrect its object
--FILE--
<?php
class R {
    public $o;
    static $saved = [];
    function __construct(public $n) {}
    function __destruct() {
        echo "destruct {$this->n}\n";
        R::$saved[] = $this;
    }
}
$a = new R(1); $b = new R(2);
$a->o = $b; $b->o = $a;
unset($a, $b);
var_dump(gc_collect_cycles());
var_dump(count(R::$saved), R::$saved[0]->o->n, R::$saved[1]->o->n);
R::$saved = [];
var_dump(gc_collect_cycles());
echo "end\n";
--EXPECT--
destruct 1
destruct 2
int(0)
int(2)
int(2)
int(1)
int(2)
end
