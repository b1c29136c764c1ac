--TEST--
Removing an object from an array runs its destructor
--FILE--
<?php
class D { function __construct(public $n) { echo "make {$this->n}\n"; } function __destruct() { echo "destroy {$this->n}\n"; } }
$arr = [new D(1), new D(2), new D(3)];
unset($arr[1]);
echo "unset element\n";
array_pop($arr);
echo "popped\n";
$arr = [];
echo "emptied\n";
--EXPECT--
make 1
make 2
make 3
destroy 2
unset element
destroy 3
popped
destroy 1
emptied
