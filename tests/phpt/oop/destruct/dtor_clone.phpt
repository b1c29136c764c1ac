--TEST--
Clones get their own destructor call
--FILE--
<?php
class D { function __construct(public $n) { echo "make {$this->n}\n"; } function __destruct() { echo "destroy {$this->n}\n"; } }
$a = new D('orig');
$b = clone $a;
$b->n = 'clone';
unset($a);
echo "orig gone\n";
unset($b);
echo "end\n";
--EXPECT--
make orig
destroy orig
orig gone
destroy clone
end
