--TEST--
Destructors run while an exception unwinds the stack
--FILE--
<?php
class D { function __construct(public $n) {} function __destruct() { echo "destruct {$this->n}\n"; } }
function f() { $d = new D('local'); throw new Exception('e'); }
try { f(); } catch (Exception $e) { echo "caught\n"; }
echo "end\n";
--EXPECT--
destruct local
caught
end
