--TEST--
objects referenced twice stay shared
--FILE--
<?php
class N { public $v; }
$n = new N; $n->v = 1; $arr = [$n, $n];
$s = serialize($arr); var_dump($s);
$u = unserialize($s); $u[0]->v = 99; var_dump($u[1]->v);
--EXPECT--
string(42) "a:2:{i:0;O:1:"N":1:{s:1:"v";i:1;}i:1;r:2;}"
int(99)
