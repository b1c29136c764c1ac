--TEST--
unset of the last reference runs the destructor at once
--FILE--
<?php
class D { function __construct(public $n) { echo "make {$this->n}\n"; } function __destruct() { echo "destroy {$this->n}\n"; } }
$a = new D(1);
unset($a);
echo "after unset\n";
--EXPECT--
make 1
destroy 1
after unset
