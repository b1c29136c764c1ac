--TEST--
destructors run as soon as the last reference goes, in each way it can go
--FILE--
<?php
class D { function __construct(public $n) {} function __destruct() { echo "dtor {$this->n}\n"; } }
function scope() { $x = new D('local'); echo "in function\n"; }
scope();
$a = new D('reassigned'); $a = null;
$arr = [new D('in array')]; array_pop($arr);
new D('temporary');
$b = new D('overwritten'); $b = new D('replacement');
echo "end\n";
--EXPECT--
in function
dtor local
dtor reassigned
dtor in array
dtor temporary
dtor overwritten
end
dtor replacement
