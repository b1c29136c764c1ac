--TEST--
Reassigning the last reference runs the destructor
--FILE--
<?php
class D { function __construct(public $n) { echo "make {$this->n}\n"; } function __destruct() { echo "destroy {$this->n}\n"; } }
$a = new D(1);
$a = new D(2);
echo "after reassign\n";
$a = null;
echo "after null\n";
--EXPECT--
make 1
make 2
destroy 1
after reassign
destroy 2
after null
