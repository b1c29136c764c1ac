--TEST--
Locals are destroyed while an exception unwinds, before the uncaught report
--FILE--
<?php
class D { function __construct(public $n) {} function __destruct() { echo "destroy {$this->n}\n"; } }
$g1 = new D('g1');
function f() { $l = new D('local'); throw new Exception("x"); }
$g2 = new D('g2');
try { f(); } catch (Exception $e) { echo "caught\n"; }
function h() { $l = new D('local-h'); throw new Exception("y"); }
h();
--EXPECTF--
destroy local
caught
destroy local-h

Fatal error: Uncaught Exception: y in %s:7
Stack trace:
#0 %s(8): h()
#1 {main}
  thrown in %s on line 7
destroy g2
destroy g1
