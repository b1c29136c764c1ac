--TEST--
new with expressions
--FILE--
<?php
class A { public $v; function __construct(...$a) { $this->v = $a; } }
$n = ['A']; $o = new $n[0](1, 2); print_r($o->v);
--EXPECT--
Array
(
    [0] => 1
    [1] => 2
)
