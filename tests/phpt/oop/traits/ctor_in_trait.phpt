--TEST--
constructor and destructor supplied by a trait
--FILE--
<?php
trait Life { function __construct(public $n) { echo "ctor $n\n"; } function __destruct() { echo "dtor {$this->n}\n"; } }
class A { use Life; }
$a = new A(1);
unset($a);
echo "end\n";
--EXPECT--
ctor 1
dtor 1
end
