--TEST--
Cycles through closures, SPL containers and generators are collected
--FILE--
<?php
// Each cycle is made inside a function, so that no temporary of the
// main script still holds a part of it.
class K { public $f; public $s; function __destruct() { echo "K destruct\n"; } function bind() { $this->f = function () { return $this; }; } }
function closure_this() { $k = new K; $k->bind(); }
function closure_ref() { $k = new K; $k->f = function () use (&$k) { return $k; }; }
function storage() { $s = new SplObjectStorage; $o = new stdClass; $o->s = $s; $s[$o] = $s; }
function array_object() { $ao = new ArrayObject([]); $ao["me"] = $ao; }
function queue() { $q = new SplQueue; $q->push($q); }
function fixed() { $f = new SplFixedArray(2); $f[0] = $f; }
function heap() { $h = new SplMinHeap; $o = new stdClass; $o->h = $h; $h->insert($o); }
class G { public $g; function gen() { yield $this; } }
function generator() { $g = new G; $g->g = $g->gen(); $g->g->current(); }
foreach (["closure_this", "closure_ref", "storage", "array_object", "queue", "fixed", "heap", "generator"] as $f) {
    $f();
    echo $f, ": ";
    var_dump(gc_collect_cycles());
}
--EXPECT--
closure_this: K destruct
int(2)
closure_ref: K destruct
int(2)
storage: int(2)
array_object: int(2)
queue: int(1)
fixed: int(1)
heap: int(2)
generator: int(2)
