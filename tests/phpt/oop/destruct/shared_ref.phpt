--TEST--
The destructor waits for the last of several references
--FILE--
<?php
class D { function __construct(public $n) { echo "make {$this->n}\n"; } function __destruct() { echo "destroy {$this->n}\n"; } }
$a = new D(1);
$b = $a;
unset($a);
echo "a gone\n";
$b = 0;
echo "b gone\n";
--EXPECT--
make 1
a gone
destroy 1
b gone
