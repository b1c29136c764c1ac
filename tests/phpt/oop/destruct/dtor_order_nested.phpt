--TEST--
An object's properties are released after its destructor
--FILE--
<?php
class D { function __construct(public $n) { echo "make {$this->n}\n"; } function __destruct() { echo "destroy {$this->n}\n"; } }
class Box { public $inner; function __construct() { $this->inner = new D('inner'); } function __destruct() { echo "box dtor, inner is {$this->inner->n}\n"; } }
$b = new Box;
unset($b);
echo "end\n";
--EXPECT--
make inner
box dtor, inner is inner
destroy inner
end
