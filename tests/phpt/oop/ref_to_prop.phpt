--TEST--
references to properties
--FILE--
<?php
class A { public $a = 1; public $arr = []; }
$o = new A; $r = &$o->a; $r = 5; echo $o->a, "\n"; function push(array &$x) { $x[] = 1; } push($o->arr); print_r($o->arr);
--EXPECT--
5
Array
(
    [0] => 1
)
