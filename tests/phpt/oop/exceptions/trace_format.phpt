--TEST--
getTraceAsString lists frames with class, type and hidden args
--FILE--
<?php
class A {
    function inst($x) { return B::stat([$x]); }
}
class B {
    static function stat($a) { $f = function () { return new Exception('t'); }; return $f(); }
}
function top($o, $s) { return $o->inst($s); }
$e = top(new A, 'str');
echo $e->getTraceAsString(), "\n";
foreach ($e->getTrace() as $fr) {
    echo $fr['function'], ' ', $fr['class'] ?? '-', ' ', $fr['type'] ?? '-', ' ', $fr['line'], ' ', isset($fr['args']) ? 'args' : 'noargs', "\n";
}
--EXPECTF--
#0 %s(6): B::{closure}()
#1 %s(3): B::stat(Array)
#2 %s(8): A->inst('str')
#3 %s(9): top(Object(A), 'str')
#4 {main}
{closure} B :: 6 args
stat B :: 3 args
inst A -> 8 args
top - - 9 args
