--TEST--
Destructors run on every iteration of a loop
--FILE--
<?php
class D { function __construct(public $n) { echo "make {$this->n}\n"; } function __destruct() { echo "destroy {$this->n}\n"; } }
for ($i = 0; $i < 3; $i++) { $o = new D($i); }
echo "loop done\n";
--EXPECT--
make 0
make 1
destroy 0
make 2
destroy 1
loop done
destroy 2
