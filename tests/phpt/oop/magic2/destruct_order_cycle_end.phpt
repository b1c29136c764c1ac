--TEST--
objects still in cycles at script end are destroyed at shutdown
--FILE--
<?php
class C { public $peer; function __construct(public $n) {} function __destruct() { echo "destroy {$this->n}\n"; } }
$x = new C('x'); $y = new C('y');
$x->peer = $y; $y->peer = $x;
unset($x, $y);
echo "script end\n";
--EXPECT--
script end
destroy x
destroy y
