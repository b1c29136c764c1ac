--TEST--
At script end globals go from last to first, then the rest by creation
--FILE--
<?php
class D { function __construct(public $n) { echo "make {$this->n}\n"; } function __destruct() { echo "destroy {$this->n}\n"; } }
$x = new D('x');
$y = new D('y');
$z = new D('z');
$y2 = $y;
$arr = [new D('in-array')];
echo "end\n";
--EXPECT--
make x
make y
make z
make in-array
end
destroy z
destroy x
destroy y
destroy in-array
