--TEST--
gc_collect_cycles inside a destructor run by the collector returns 0
--FILE--
<?php
class D { public $o; function __destruct() { echo "destruct: "; var_dump(gc_collect_cycles()); } }
$a = new D; $b = new D; $a->o = $b; $b->o = $a;
unset($a, $b);
var_dump(gc_collect_cycles());
--EXPECT--
destruct: int(0)
destruct: int(0)
int(2)
