--TEST--
Objects in a reference cycle are destroyed at script end
--FILE--
<?php
class D { function __construct(public $n) {} function __destruct() { echo "destroy {$this->n}\n"; } }
$a = new D('a'); $b = new D('b');
$a->other = $b; $b->other = $a;
unset($a, $b);
echo "end\n";
--EXPECTF--

Deprecated: Creation of dynamic property D::$other is deprecated in %s on line 4

Deprecated: Creation of dynamic property D::$other is deprecated in %s on line 4
end
destroy a
destroy b
