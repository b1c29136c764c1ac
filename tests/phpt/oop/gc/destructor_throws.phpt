--TEST--
An exception thrown by a destructor during collection
--FILE--
<?php
class D { public $o; function __construct(public $n) {} function __destruct() { echo "destruct {$this->n}\n"; throw new Exception("from {$this->n}"); } }
$a = new D(1); $b = new D(2); $c = new D(3);
$a->o = $b; $b->o = $c; $c->o = $a;
unset($a, $b, $c);
try {
    var_dump(gc_collect_cycles());
} catch (Exception $e) {
    echo "caught ", $e->getMessage(), "\n";
    echo "previous ", $e->getPrevious()->getMessage(), "\n";
    echo "previous ", $e->getPrevious()->getPrevious()->getMessage(), "\n";
    var_dump($e->getPrevious()->getPrevious()->getPrevious());
}
echo "end\n";
--EXPECT--
destruct 1
destruct 2
destruct 3
caught from 3
previous from 2
previous from 1
NULL
end
