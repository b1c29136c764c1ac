--TEST--
Garbage reachable from an object with a destructor is freed by the second pass
--FILE--
<?php
class W { public $o; public $items = []; function __destruct() { echo "W destruct, ", count($this->items), " items\n"; } }
class P { public $o; }
$w = new W;
for ($i = 0; $i < 3; $i++) { $p = new P; $p->o = $w; $w->items[] = $p; }
$w->o = $w;
unset($w, $p);
$plain1 = new P; $plain2 = new P; $plain1->o = $plain2; $plain2->o = $plain1;
unset($plain1, $plain2);
var_dump(gc_collect_cycles());
var_dump(gc_status()["runs"]);
--EXPECT--
W destruct, 3 items
int(7)
int(2)
