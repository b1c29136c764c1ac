--TEST--
destructors at script end run for remaining objects in creation order
--FILE--
<?php
class D { function __construct(public $n) {} function __destruct() { echo "destroy {$this->n}\n"; } }
$a = new D('a');
$b = new D('b');
$c = new D('c');
$b = null;
echo "end of script\n";
--EXPECT--
destroy b
end of script
destroy c
destroy a
