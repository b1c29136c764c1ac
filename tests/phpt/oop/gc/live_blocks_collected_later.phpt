--TEST--
Blocks a pass finds live or keeps for a destructor are buffered again later and collected then
--FILE--
<?php
class N { public $p; }
class D { public $p; public $n; function __destruct() { echo "destruct ", $this->n, "\n"; } }

$a = new N; $b = new N; $a->p = $b; $b->p = $a;
$x = [0]; $x[] = &$x;
$r = &$x;
$d = new D; $d->n = 1; $d->p = $d;
$e = new D; $e->n = 2; $e->p = [$e, $a];
for ($i = 0; $i < 3; $i++) {
    var_dump(gc_collect_cycles());
}
unset($b);
var_dump(gc_collect_cycles());
unset($a, $x);
var_dump(gc_collect_cycles());
unset($r);
var_dump(gc_collect_cycles());
unset($d, $e);
var_dump(gc_collect_cycles());
var_dump(gc_collect_cycles());
$o = new N; $o->p = [$o]; unset($o);
var_dump(gc_collect_cycles());
$f = function () { return 1; };
$o = new N; $o->p = $f->bindTo($o); unset($o, $f);
var_dump(gc_collect_cycles());
var_dump(gc_status()["collected"]);
echo "done\n";
--EXPECT--
int(0)
int(0)
int(0)
int(0)
int(0)
int(1)
destruct 1
destruct 2
int(5)
int(0)
int(2)
int(2)
int(10)
done
