--TEST--
gc_collect_cycles frees a two-object cycle and keeps a live one
--FILE--
<?php
class N { public $o; }
$a = new N; $b = new N;
$a->o = $b; $b->o = $a;
var_dump(gc_collect_cycles());
unset($b);
var_dump(gc_collect_cycles());
unset($a);
var_dump(gc_collect_cycles());
var_dump(gc_collect_cycles());
--EXPECT--
int(0)
int(0)
int(2)
int(0)
