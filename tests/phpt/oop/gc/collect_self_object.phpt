--TEST--
gc_collect_cycles frees an object that holds itself
--FILE--
<?php
$o = new stdClass;
$o->self = $o;
$o->data = [1, 2, 3];
unset($o);
var_dump(gc_collect_cycles());
$p = new stdClass;
$p->list = [$p, [$p]];
unset($p);
var_dump(gc_collect_cycles());
--EXPECT--
int(1)
int(3)
