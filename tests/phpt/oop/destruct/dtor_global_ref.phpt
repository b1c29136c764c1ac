--TEST--
Global variables that are references are destroyed in the second phase
--FILE--
<?php
class D { function __construct(public $n) { echo "make {$this->n}\n"; } function __destruct() { echo "destroy {$this->n}\n"; } }
$a = new D('a');
$b = new D('b');
$r = &$a;
$c = new D('c');
echo "end\n";
--EXPECT--
make a
make b
make c
end
destroy c
destroy b
destroy a
