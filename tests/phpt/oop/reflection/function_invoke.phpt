--TEST--
ReflectionFunction invoke/invokeArgs
--FILE--
<?php
function add($a, $b = 10) { return $a + $b; }
$f = new ReflectionFunction('add');
var_dump($f->invoke(1, 2), $f->invoke(1), $f->invokeArgs([5, 5]), $f->invokeArgs(['b' => 1, 'a' => 2]));
$s = new ReflectionFunction('strtoupper');
var_dump($s->invoke('abc'), $s->invokeArgs(['xyz']));
?>
--EXPECT--
int(3)
int(11)
int(10)
int(3)
string(3) "ABC"
string(3) "XYZ"
