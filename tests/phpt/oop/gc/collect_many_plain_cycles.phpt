--TEST--
Thousands of plain objects freed by one collection: counts, the defaults of objects made afterwards (their blocks reused), memory bounded over automatic collections
--FILE--
<?php
// Thousands of plain objects freed by one collection (two-object cycles
// and self cycles, objects of three classes): the counts, then the
// objects made afterwards start with their own class's defaults, and
// memory stays bounded over many automatic collections.
class Node {
    public $peer;
    public $tag;
    public function __construct(public $id) {}
}
class Other {
    public $x = 5;
    public $y = [1, 2];
    public $z = "z";
}
class Big {
    public $a = 1; public $b; public $c; public $d; public $e; public $f; public $g; public $h; public $i; public $j = 10;
}

function cycles($n) {
    for ($i = 0; $i < $n; $i++) {
        $a = new Node($i);
        $b = new Node($i + 1);
        $a->peer = $b;
        $b->peer = $a;
        $a->tag = $i % 2 ? $i : 1.5;
        $o = new Other();
        $o->y = $o;
        $g = new Big();
        $g->b = $g;
        $g->c = $a;
    }
}

foreach ([1, 3, 200, 2000] as $n) {
    cycles($n);
    var_dump(gc_collect_cycles());
    $k = [new Other(), new Node(7), new Big(), new Other()];
    var_dump($k[0]->x, $k[0]->y, $k[0]->z, $k[1]->peer, $k[1]->tag, $k[1]->id, $k[2]->a, $k[2]->b, $k[2]->j, $k[3]->y);
    $ids = array_map('spl_object_id', $k);
    echo count(array_unique($ids)), "\n";
    $k = null;
}

function hot($n) {
    $s = 0;
    for ($i = 0; $i < $n; $i++) {
        $a = new Node($i);
        $b = new Node($i + 1);
        $a->peer = $b;
        $b->peer = $a;
        $o = new Other();
        $o->x = $i;
        $s += $a->peer->id + $o->x + count($o->y);
    }
    return $s;
}
$before = memory_get_usage();
echo hot(60000), "\n";
gc_collect_cycles();
echo memory_get_usage() - $before < 2 * 1024 * 1024 ? "bounded" : "unbounded", "\n";
$n = new Node(1);
var_dump($n->peer, $n->tag, $n->id);
--EXPECT--
int(4)
int(5)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
string(1) "z"
NULL
NULL
int(7)
int(1)
NULL
int(10)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
4
int(12)
int(5)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
string(1) "z"
NULL
NULL
int(7)
int(1)
NULL
int(10)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
4
int(800)
int(5)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
string(1) "z"
NULL
NULL
int(7)
int(1)
NULL
int(10)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
4
int(8000)
int(5)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
string(1) "z"
NULL
NULL
int(7)
int(1)
NULL
int(10)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
4
3600120000
bounded
NULL
NULL
int(1)
