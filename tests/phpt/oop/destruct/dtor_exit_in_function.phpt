--TEST--
exit() inside a function: locals and globals are destroyed at shutdown
--FILE--
<?php
class D { function __construct(public $n) {} function __destruct() { echo "destroy {$this->n}\n"; } }
$g1 = new D('g1');
function f() { $l = new D('local'); $l2 = new D('local2'); exit("exit in f\n"); }
$g2 = new D('g2');
f();
--EXPECT--
exit in f
destroy local
destroy local2
destroy g2
destroy g1
