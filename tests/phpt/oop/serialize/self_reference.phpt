--TEST--
object pointing to itself
--FILE--
<?php
class N { public $self; public $x = 1; }
$n = new N; $n->self = $n;
$s = serialize($n); var_dump($s);
$u = unserialize($s); var_dump($u->self === $u);
--EXPECT--
string(39) "O:1:"N":2:{s:4:"self";r:1;s:1:"x";i:1;}"
bool(true)
