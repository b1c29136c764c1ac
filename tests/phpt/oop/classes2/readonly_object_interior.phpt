--TEST--
readonly property holding an object: the object itself stays mutable
--FILE--
<?php
class Box { public $v = 1; }
class H { public function __construct(public readonly Box $b) {} }
$h = new H(new Box);
$h->b->v = 2;
echo $h->b->v, "\n";
try { $h->b = new Box; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
2
Cannot modify readonly property H::$b
