--TEST--
A destructor runs once, even when called by hand
--FILE--
<?php
class D { function __construct(public $n) { echo "make {$this->n}\n"; } function __destruct() { echo "destroy {$this->n}\n"; } }
$a = new D(1);
$a->__destruct();
echo "manual\n";
unset($a);
echo "end\n";
--EXPECT--
make 1
destroy 1
manual
destroy 1
end
