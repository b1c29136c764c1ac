--TEST--
gc_collect_cycles frees two-object cycles and runs their destructors
--FILE--
<?php
class N { public $other; function __construct(public $name) {} function __destruct() { echo "destroy {$this->name}\n"; } }
$a = new N('a'); $b = new N('b');
$a->other = $b; $b->other = $a;
unset($a, $b);
echo "before collect\n";
var_dump(gc_collect_cycles() >= 2);
echo "after collect\n";
--EXPECT--
before collect
destroy a
destroy b
bool(true)
after collect
