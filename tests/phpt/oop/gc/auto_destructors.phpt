--TEST--
Automatic collections run the destructors of collected cycles, each once
--FILE--
<?php
class D {
    public $o;
    static $n = 0;
    static $sum = 0;
    function __construct(public $id) {}
    function __destruct() {
        D::$n++;
        D::$sum += $this->id;
    }
}
for ($i = 0; $i < 20000; $i++) {
    $a = new D(2 * $i); $b = new D(2 * $i + 1);
    $a->o = $b; $b->o = $a;
}
unset($a, $b);
var_dump(D::$n > 0);
gc_collect_cycles();
var_dump(D::$n, D::$sum);
var_dump(gc_collect_cycles());
--EXPECT--
bool(true)
int(40000)
int(799980000)
int(0)
